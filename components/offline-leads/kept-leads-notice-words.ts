import { onDemandWordsIn } from '@/lib/content/on-demand-words';
import type { OnDemandWords } from '@/lib/content/on-demand-words';
import type { Locale } from '@/lib/i18n/locales';

/** The notice's words in the page's language (lib/content/offline-leads.ts and its translations). */
export type KeptLeadsNoticeWords = Pick<OnDemandWords['offlineLeads']['offlineLeadsCopy'], 'keptOnDevice' | 'discard' | 'discarded'>;

/**
 * Part of the notice's own code, which loads only while a submission waits on the device: a few
 * short strings per language travel with it instead of in every page's HTML.
 */
export async function keptLeadsNoticeWordsIn(locale: Locale): Promise<KeptLeadsNoticeWords> {
  const { keptOnDevice, discard, discarded } = (await onDemandWordsIn(locale)).offlineLeads.offlineLeadsCopy;
  return { keptOnDevice, discard, discarded };
}
