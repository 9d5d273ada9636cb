import type { Locale } from '@/lib/i18n/locales';
import { loadSearchIndex } from '@/lib/search/engine';
import type { LoadedSearchIndex } from '@/lib/search/engine';
import { searchIndexFileSchema, searchIndexHref } from '@/lib/search/index-file';
import type { SearchIndexFile } from '@/lib/search/index-file';

async function fetchPiece(href: string): Promise<SearchIndexFile> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return searchIndexFileSchema.parse(await response.json());
}

const loaded = new Map<Locale, Promise<LoadedSearchIndex>>();

/**
 * The search index of a reader language, downloaded on first use (its first piece, then the
 * pieces it names) and indexed once per page. Without a connection the service worker answers
 * with the copy it kept; a failed download is forgotten so that the next use tries again.
 */
export function searchIndexOf(locale: Locale): Promise<LoadedSearchIndex> {
  const existing = loaded.get(locale);
  if (existing) return existing;
  const fresh = fetchPiece(searchIndexHref(locale)).then(async (first) => loadSearchIndex(first, ...(await Promise.all(first.pieces.map(fetchPiece)))));
  fresh.catch(() => loaded.delete(locale));
  loaded.set(locale, fresh);
  return fresh;
}
