import { onDemandWordsIn } from '@/lib/content/on-demand-words';
import type { OnDemandWords } from '@/lib/content/on-demand-words';
import type { Locale } from '@/lib/i18n/locales';

/** The popup's words in the page's language (lib/content/search.ts and its translations). */
export type SearchBoxWords = OnDemandWords['search']['searchBoxWords'];

/**
 * The popup's words, part of the popup's own code (loaded on first use, never with a page): a
 * few short strings per language, so they travel with it rather than a round trip after it on a
 * slow phone.
 */
export async function searchBoxWordsIn(locale: Locale): Promise<SearchBoxWords> {
  return (await onDemandWordsIn(locale)).search.searchBoxWords;
}
