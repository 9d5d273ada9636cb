import 'server-only';
import type { Delivery } from '../mail';
import { sendLeadMail } from '../mail';
import type { Lead } from './lead';

/**
 * Without REDIS_URL (the embedded default) a lead is mailed while the visitor waits, as
 * before the outbox; nothing is kept if the mail API fails, and the visitor is told so (with
 * what they typed kept). This process remembers the ids it delivered for a day, so that a
 * double post to the same instance is still one mail.
 */
const rememberMs = 24 * 60 * 60 * 1000;
const rememberAtMost = 10_000;
const recent = new Map<string, { at: number; delivery: Promise<Delivery> }>();

export function sendLeadNow(lead: Lead, id: string, now = Date.now()): Promise<Delivery> {
  const known = recent.get(id);
  if (known && now - known.at < rememberMs) return known.delivery;
  const delivery = sendLeadMail(lead, id);
  recent.set(id, { at: now, delivery });
  // A failed send is forgotten, so that the visitor's retry is sent.
  delivery.catch(() => {
    if (recent.get(id)?.delivery === delivery) recent.delete(id);
  });
  // Maps keep insertion order: the oldest go first.
  for (const oldest of recent.keys()) {
    if (recent.size <= rememberAtMost) break;
    recent.delete(oldest);
  }
  return delivery;
}

/** Tests start each case as a freshly started server would, remembering no lead. */
export function forgetSentLeads(): void {
  recent.clear();
}
