import 'server-only';
import type { Locale } from '../i18n/locales';
import { loadSearchIndex, searchIn } from './engine';
import type { LoadedSearchIndex } from './engine';
import { searchIndexFile } from './index-files';
import type { SearchHit } from './types';

const loaded = new Map<Locale, Promise<LoadedSearchIndex>>();

/** The site's search on the server (the results page that works without JavaScript): the same index and engine as the browser's. */
export async function searchSite(locale: Locale, query: string, limit?: number): Promise<SearchHit[]> {
  let index = loaded.get(locale);
  if (!index) {
    index = searchIndexFile(locale).then((file) => loadSearchIndex(file));
    loaded.set(locale, index);
  }
  return searchIn(await index, query, limit);
}
