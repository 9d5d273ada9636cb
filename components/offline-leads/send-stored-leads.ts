import { notify } from '@/components/ui/notify';
import type * as offlineLeads from '@/lib/content/offline-leads';
import type { Translated } from '@/lib/i18n/translated';
import { sendStoredLeads } from '@/lib/offline/leads/sender';

export { KeptLeadsNotice } from './kept-leads-notice';
export { keptLeadsNoticeWordsIn } from './kept-leads-notice-words';

/** What the page says about a submission kept on this device, in its language. */
export type StoredLeadsWords = Pick<Translated<typeof offlineLeads.offlineLeadsCopy>, 'delivered' | 'refused'>;

/**
 * Sends what earlier pages kept, and tells the visitor how each one ended: delivered, or refused
 * for good (the form is not on this page to show why, so the words ask to send it again).
 */
export function sendStoredLeadsFromPage(words: StoredLeadsWords): Promise<void> {
  return sendStoredLeads((_lead, verdict) => {
    if (verdict.kind === 'received') void notify.success(words.delivered);
    else void notify.error(words.refused);
  });
}
