import type { Locale } from '../i18n/locales';
import type { Translated } from '../i18n/translated';
import type * as english from './english';
import * as englishOfflineLeads from './offline-leads';
import * as englishSearch from './search';
import * as swahiliOfflineLeads from './sw/offline-leads';
import * as swahiliSearch from './sw/search';

/**
 * The words client islands load themselves, in each language: the counterpart of copy.ts for
 * code that runs in the browser and loads on demand (the search popup, the notice of a lead
 * kept on the device; the chat has its own, chat-words.ts). Nothing here is in a page's HTML or
 * first download: a few short strings per language travel with the island's own code.
 *
 * A language is one entry here, as in copy.ts.
 */
export type OnDemandWords = Pick<Translated<typeof english>, 'search' | 'offlineLeads'>;

const englishWords: OnDemandWords = { search: englishSearch, offlineLeads: englishOfflineLeads };

const onDemandWords: Record<Locale, () => Promise<OnDemandWords>> = {
  en: async () => englishWords,
  sw: async () => ({ search: swahiliSearch, offlineLeads: swahiliOfflineLeads }),
  // The test build's pseudo-language rewrites the English words as the server does (copy.ts).
  xa: async () => {
    const { pseudoCopy, sameShape } = await import('../i18n/pseudo');
    const words = pseudoCopy(englishWords);
    if (!sameShape(words, englishWords)) throw new Error('The pseudo-language lost the shape of the English words');
    return words;
  },
};

export function onDemandWordsIn(locale: Locale): Promise<OnDemandWords> {
  return onDemandWords[locale]();
}
