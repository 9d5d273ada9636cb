/**
 * Where the forms keep what was sent without a connection, in localStorage: a JSON array of
 * entries (see stored-leads.ts for their shape, checked with zod when read back). This module
 * holds no zod and no logic beyond a presence check, because every page imports it to decide
 * whether the sender is worth downloading at all.
 */
export const offlineLeadsKey = 'kilelepay:offline-leads';

/** Whether anything is waiting to be sent; false when storage is turned off. */
export function hasStoredLeads(): boolean {
  try {
    const stored = localStorage.getItem(offlineLeadsKey);
    return stored !== null && stored !== '[]';
  } catch {
    return false;
  }
}
