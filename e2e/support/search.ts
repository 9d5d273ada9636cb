import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { loadSearchIndex, searchIn } from '@/lib/search/engine';
import { searchIndexHref } from '@/lib/search/index-address';
import { searchIndexFileSchema } from '@/lib/search/index-file';
import type { SearchIndexFile } from '@/lib/search/index-file';
import type { SearchHit } from '@/lib/search/types';

/** The header's search field: a search box before its first use, a combobox once it loaded. */
export const searchField = (page: Page): Locator => page.getByRole('banner').locator('input[name="q"]');

async function fetchPiece(request: APIRequestContext, href: string): Promise<SearchIndexFile> {
  return searchIndexFileSchema.parse(await (await request.get(href)).json());
}

/** The results the site's own index gives for `query` in `locale`, as the browser computes them. */
export async function expectedHits(request: APIRequestContext, locale: Locale, query: string): Promise<SearchHit[]> {
  const first = await fetchPiece(request, searchIndexHref(locale));
  const pieces = await Promise.all(first.pieces.map((href) => fetchPiece(request, href)));
  return searchIn(loadSearchIndex(first, ...pieces), query);
}
