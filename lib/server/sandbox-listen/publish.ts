import 'server-only';
import { forwardResultSchema } from '@/lib/sandbox-listen/protocol';
import type { ForwardedCallback, ForwardResult } from '@/lib/sandbox-listen/protocol';
import { callbackHeaders, signCallback } from '@/lib/mpesa-sandbox/webhook-signature';
import type { SignedCallback } from '@/lib/mpesa-sandbox/webhook-signature';
import { logLine } from '../log';
import { isListener, listenStore, livePairing, pairingIdleMs, resultKeepMs } from './pairings';
import type { ListenStore } from './store';

/** How long the page's publish waits for the command's report: a local handler answers in milliseconds. */
export const resultWaitMs = 8_000;
const pollMs = 100;

export interface PublishOptions {
  store?: ListenStore;
  waitMs?: number;
}

/**
 * Signs the callback the page shows and puts it on the pairing's stream, then waits for the
 * command's report. null when no live pairing has the code.
 */
export async function publishCallback(
  code: string,
  callback: Omit<SignedCallback, 'signature'>,
  { store = listenStore(), waitMs = resultWaitMs }: PublishOptions = {},
): Promise<{ eventId: string; result: ForwardResult | null } | null> {
  if (!(await livePairing(code, store))) return null;
  const signed = signCallback(callback);
  const event: ForwardedCallback = { webhookId: signed.id, headers: callbackHeaders(signed), body: signed.body };
  const eventId = await store.append(code, JSON.stringify(event), pairingIdleMs);
  await store.touch(code, pairingIdleMs);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const result = parseResult(await store.result(code, eventId));
    if (result || Date.now() >= deadline) {
      logLine('info', 'sandbox-listen.published', { reported: result !== null });
      return { eventId, result };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Records the command's report of one event; false unless the token is the pairing's. */
export async function reportResult(
  { code, token, eventId, result }: { code: string; token: string; eventId: string; result: ForwardResult },
  store: ListenStore = listenStore(),
): Promise<boolean> {
  if (!(await isListener(code, token, store))) return false;
  await store.saveResult(code, eventId, JSON.stringify(result), resultKeepMs);
  return true;
}

function parseResult(text: string | null): ForwardResult | null {
  if (text === null) return null;
  try {
    const parsed = forwardResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
