import type { Locale } from '@/lib/i18n/locales';
import { loadSearchIndex } from '@/lib/search/engine';
import type { LoadedSearchIndex } from '@/lib/search/engine';
import { searchIndexFileSchema } from '@/lib/search/index-file';
import type { SearchIndexFile } from '@/lib/search/index-file';
import { downloadIndex } from './index-download';

async function fetchPiece(href: string): Promise<SearchIndexFile> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return searchIndexFileSchema.parse(await response.json());
}

const loaded = new Map<Locale, Promise<LoadedSearchIndex>>();

/**
 * The search index of a reader language, downloaded on first use (its first piece, which the
 * field started fetching when it was focused, then the pieces it names) and indexed once per
 * page. Without a connection the service worker answers with the copy it kept; a failed
 * download is forgotten so that the next use tries again.
 */
export function searchIndexOf(locale: Locale): Promise<LoadedSearchIndex> {
  const existing = loaded.get(locale);
  if (existing) return existing;
  const fresh = downloadIndex(locale)
    .then((json) => searchIndexFileSchema.parse(json))
    .then(async (first) => loadSearchIndex(first, ...(await Promise.all(first.pieces.map(fetchPiece)))));
  fresh.catch(() => loaded.delete(locale));
  loaded.set(locale, fresh);
  return fresh;
}
