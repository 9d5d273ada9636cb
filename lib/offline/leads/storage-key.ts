/**
 * Where the forms keep what was sent without a connection, in localStorage: a JSON array of
 * entries (see stored-leads.ts for their shape, checked with zod when read back). This module
 * holds no zod and little logic, because every page runs it to decide whether the sender is
 * worth downloading at all.
 */
export const offlineLeadsKey = 'kilelepay:offline-leads';

/** Fired on the window whenever the forms' store changes in this tab. */
export const offlineLeadsChanged = 'kilelepay:offline-leads-changed';

/** A kept submission is sent for a week at most; after that it is dropped unsent. */
export const storedLeadMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/** Whether an entry kept at `savedAt` is still within its week at `now` (and not from the future). */
export function isWithinItsWeek(savedAt: number, now: number): boolean {
  return now - savedAt <= storedLeadMaxAgeMs && savedAt <= now + 60_000;
}

/**
 * Drops the entries whose week is over (and a store nobody can read), so that what a visitor
 * wrote leaves the phone at the first page load after its week, sent or not. Whether anything
 * is still waiting to be sent; false when storage is turned off.
 */
export function keepOnlyFreshLeads(now = Date.now()): boolean {
  try {
    const stored = localStorage.getItem(offlineLeadsKey);
    if (stored === null) return false;
    let entries: unknown;
    try {
      entries = JSON.parse(stored);
    } catch {
      entries = [];
    }
    const fresh = Array.isArray(entries)
      ? entries.filter(
          (entry: unknown) =>
            typeof entry === 'object' && entry !== null && 'savedAt' in entry && typeof entry.savedAt === 'number' && isWithinItsWeek(entry.savedAt, now),
        )
      : [];
    if (fresh.length === 0) localStorage.removeItem(offlineLeadsKey);
    else if (Array.isArray(entries) && fresh.length < entries.length) localStorage.setItem(offlineLeadsKey, JSON.stringify(fresh));
    return fresh.length > 0;
  } catch {
    return false;
  }
}
