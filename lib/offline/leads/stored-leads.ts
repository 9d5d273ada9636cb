import { z } from '@/lib/zod';
import { isLocale } from '@/lib/i18n/locales';
import { leadKinds } from '@/lib/lead-kinds';
import type { Locale } from '@/lib/i18n/locales';
import { isWithinItsWeek, offlineLeadsChanged, offlineLeadsKey } from './storage-key';

/**
 * The lead forms' submissions kept on the device while there is no connection, until they are
 * delivered. Each entry holds the body exactly as the form posted it: the server derives the
 * submission's id (its idempotency key) from what would be mailed, so a body sent again,
 * a minute or a day later, from this page or another, is the same submission and is mailed
 * once. `id` only names the entry here.
 *
 * Read back through zod (the storage belongs to the browser: another version of the site, an
 * extension or a person may have written anything there); entries older than a week are
 * dropped (by every page as it loads, see storage-key.ts), and at most `maxStoredLeads` are
 * kept, the newest. The visitor may discard them all at once.
 */
export const storedLeadSchema = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(leadKinds),
  /** The JSON body as posted: the fields, the page's language, the trap field. */
  body: z.record(z.string(), z.string()),
  locale: z.custom<Locale>(isLocale),
  /** When it was kept, in milliseconds since the epoch. */
  savedAt: z.number(),
});
export type StoredLead = z.infer<typeof storedLeadSchema>;

export const maxStoredLeads = 20;

/** The valid, fresh entries, newest last; anything unreadable counts as nothing. */
export function readStoredLeads(now = Date.now()): StoredLead[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(offlineLeadsKey) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const valid = raw.flatMap((entry) => {
    const parsed = storedLeadSchema.safeParse(entry);
    return parsed.success && isWithinItsWeek(parsed.data.savedAt, now) ? [parsed.data] : [];
  });
  return valid.slice(-maxStoredLeads);
}

/** Writes the list (or removes the key when empty). False when the browser refused. */
function writeStoredLeads(leads: readonly StoredLead[]): boolean {
  try {
    if (leads.length === 0) localStorage.removeItem(offlineLeadsKey);
    else localStorage.setItem(offlineLeadsKey, JSON.stringify(leads.slice(-maxStoredLeads)));
    return true;
  } catch {
    return false;
  } finally {
    window.dispatchEvent(new Event(offlineLeadsChanged));
  }
}

const sameBody = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Keeps a submission for later and returns its entry; the entry already kept when the same
 * body was sent twice without a connection; null when storage is full or turned off.
 */
export function keepLead(lead: Omit<StoredLead, 'id' | 'savedAt'>, now = Date.now()): StoredLead | null {
  const leads = readStoredLeads(now);
  const existing = leads.find((kept) => kept.kind === lead.kind && sameBody(kept.body, lead.body));
  if (existing) return existing;
  const entry: StoredLead = { ...lead, id: `${lead.kind}-${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`, savedAt: now };
  return writeStoredLeads([...leads, entry]) ? entry : null;
}

/** Forgets an entry once it was delivered or refused for good. */
export function forgetLead(id: string, now = Date.now()): void {
  writeStoredLeads(readStoredLeads(now).filter((lead) => lead.id !== id));
}

/** Rewrites the store without the expired and invalid entries it may hold. */
export function pruneStoredLeads(now = Date.now()): StoredLead[] {
  const leads = readStoredLeads(now);
  writeStoredLeads(leads);
  return leads;
}

/** Removes every kept submission from the device, unsent: the visitor asked to discard them. */
export function discardStoredLeads(): void {
  writeStoredLeads([]);
}
