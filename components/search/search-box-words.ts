import type * as en from '@/lib/content/search';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';

/** The popup's words in the page's language (lib/content/search.ts and its Swahili sibling). */
export type SearchBoxWords = Translated<typeof en.searchBoxWords>;

/**
 * The popup's words, imported with it on first use, each language alone: a page carries none
 * of them before its search is used (the chat's reply tables load the same way). The test
 * build's pseudo-language rewrites the English words as the server does.
 */
const loaders: Record<Locale, () => Promise<SearchBoxWords>> = {
  en: async () => (await import('@/lib/content/search')).searchBoxWords,
  sw: async () => (await import('@/lib/content/sw/search')).searchBoxWords,
  xa: async () => {
    const [{ searchBoxWords }, { pseudoCopy, sameShape }] = await Promise.all([import('@/lib/content/search'), import('@/lib/i18n/pseudo')]);
    const words = pseudoCopy(searchBoxWords);
    if (!sameShape(words, searchBoxWords)) throw new Error('The pseudo-language lost the shape of the search words');
    return words;
  },
};

export function searchBoxWordsIn(locale: Locale): Promise<SearchBoxWords> {
  return loaders[locale]();
}
