import 'server-only';
import { headers } from 'next/headers';
import type { Locale } from '../i18n/locales';
import { loadSearchIndex, searchIn } from './engine';
import type { LoadedSearchIndex } from './engine';
import { searchIndexFile } from './index-files';
import type { SearchHit } from './types';

const loaded = new Map<Locale, Promise<LoadedSearchIndex>>();

/** The server's own address, which the index is built from under `next dev`. */
async function ownOrigin(): Promise<string> {
  const host = (await headers()).get('host') ?? 'localhost';
  return `http://${host}`;
}

/** The site's search on the server (the results page that works without JavaScript): the same index and engine as the browser's. */
export async function searchSite(locale: Locale, query: string, limit?: number): Promise<SearchHit[]> {
  if (process.env.NODE_ENV === 'development') return searchIn(loadSearchIndex(await searchIndexFile(locale, await ownOrigin())), query, limit);
  let index = loaded.get(locale);
  if (!index) {
    index = searchIndexFile(locale, '').then((file) => loadSearchIndex(file));
    index.catch(() => loaded.delete(locale));
    loaded.set(locale, index);
  }
  return searchIn(await index, query, limit);
}
