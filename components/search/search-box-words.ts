import type * as en from '@/lib/content/search';
import { searchBoxWords as englishWords } from '@/lib/content/search';
import { searchBoxWords as swahiliWords } from '@/lib/content/sw/search';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';

/** The popup's words in the page's language (lib/content/search.ts and its Swahili sibling). */
export type SearchBoxWords = Translated<typeof en.searchBoxWords>;

/**
 * The popup's words, part of the popup's own code (loaded on first use, never with a page): a
 * few short strings per language, so they travel with it rather than a round trip after it on a
 * slow phone. The test build's pseudo-language rewrites the English words as the server does.
 */
const loaders: Record<Locale, () => Promise<SearchBoxWords>> = {
  en: async () => englishWords,
  sw: async () => swahiliWords,
  xa: async () => {
    const { pseudoCopy, sameShape } = await import('@/lib/i18n/pseudo');
    const words = pseudoCopy(englishWords);
    if (!sameShape(words, englishWords)) throw new Error('The pseudo-language lost the shape of the search words');
    return words;
  },
};

export function searchBoxWordsIn(locale: Locale): Promise<SearchBoxWords> {
  return loaders[locale]();
}
