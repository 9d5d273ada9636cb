import { postToRoute } from '@/lib/post-to-route';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadKind } from '@/lib/lead-kinds';
import { deliveryVerdict } from './delivery-verdict';
import type { DeliveryVerdict } from './delivery-verdict';
import { forgetLead, keepLead, pruneStoredLeads } from './stored-leads';
import type { StoredLead } from './stored-leads';

/**
 * Sends the submissions kept on this device (stored-leads.ts) once the connection is back:
 * at once when the browser says it is online again, and, while the page stays open, on a
 * timer that waits longer after each failed round (5 s, 10 s, 20 s… up to 5 minutes), since a
 * phone may be "online" on a network that reaches nothing. One sender per page, whoever starts
 * it (a form that just kept a submission, or the check every page makes after loading).
 *
 * A kept submission leaves the store when the server has it (delivered, or already delivered:
 * the same body is the same submission, mailed once) or refused it for good (fields to fix, or
 * a post it will never accept); it stays through no answer, a 5xx and a 429.
 */
export type FinalVerdict = Exclude<DeliveryVerdict, { kind: 'later' }>;

/** Told about each kept submission that left the store, unless the form that kept it is waiting for it. */
export type SettledListener = (lead: StoredLead, verdict: FinalVerdict) => void;

export const firstRetryMs = 5_000;
export const longestRetryMs = 5 * 60_000;

interface SenderState {
  /** Submissions a form on this page is waiting for, by entry id. */
  awaited: Map<string, (verdict: FinalVerdict) => void>;
  listener: SettledListener | null;
  sending: boolean;
  failedRounds: number;
  timer: ReturnType<typeof setTimeout> | null;
  listening: boolean;
}

const state: SenderState = { awaited: new Map(), listener: null, sending: false, failedRounds: 0, timer: null, listening: false };

/** The wait before the next round after `failedRounds` rounds that left something behind. */
export function retryDelayMs(failedRounds: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, failedRounds - 1), longestRetryMs);
}

function onOnline() {
  state.failedRounds = 0;
  void sendKeptLeads();
}

function listenForConnection() {
  if (state.listening) return;
  state.listening = true;
  window.addEventListener('online', onOnline);
}

function scheduleRetry() {
  if (state.timer) clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    state.timer = null;
    void sendKeptLeads();
  }, retryDelayMs(state.failedRounds));
}

function settle(lead: StoredLead, verdict: FinalVerdict) {
  const waiting = state.awaited.get(lead.id);
  state.awaited.delete(lead.id);
  if (waiting) waiting(verdict);
  else state.listener?.(lead, verdict);
}

/** One round: every kept submission is tried once. Resolves when the round is over. */
export async function sendKeptLeads(): Promise<void> {
  if (state.sending) return;
  state.sending = true;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  let leftBehind = false;
  try {
    for (const lead of pruneStoredLeads()) {
      const verdict = deliveryVerdict(await postToRoute(`/api/${lead.kind}`, lead.body));
      if (verdict.kind === 'later') {
        leftBehind = true;
        continue;
      }
      forgetLead(lead.id);
      settle(lead, verdict);
    }
  } finally {
    state.sending = false;
  }
  if (leftBehind) {
    state.failedRounds += 1;
    scheduleRetry();
  } else {
    state.failedRounds = 0;
  }
}

/**
 * Keeps a submission that could not be sent, and sends it when the connection returns. The
 * promise settles once it left the store; null when the browser would not store it.
 */
export function keepForLater(kind: LeadKind, body: Record<string, string>, locale: Locale): Promise<FinalVerdict> | null {
  const entry = keepLead({ kind, body, locale });
  if (!entry) return null;
  const settled = new Promise<FinalVerdict>((resolve) => state.awaited.set(entry.id, resolve));
  listenForConnection();
  state.failedRounds = Math.max(1, state.failedRounds);
  scheduleRetry();
  return settled;
}

/** Sends what earlier pages kept, now and whenever the connection returns; `listener` hears the outcomes. */
export function sendStoredLeads(listener: SettledListener): Promise<void> {
  state.listener = listener;
  listenForConnection();
  return sendKeptLeads();
}

/** Forgets the page's state: for tests, which load the module once. */
export function resetSender(): void {
  if (state.timer) clearTimeout(state.timer);
  if (state.listening) window.removeEventListener('online', onOnline);
  Object.assign(state, { awaited: new Map(), listener: null, sending: false, failedRounds: 0, timer: null, listening: false });
}
