import { defaultCountry } from '../countries';
import { defaultLocale, splitLocale } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { pageFamilies, pagePaths } from '../routes';
import { searchIndexFileName } from './index-address';
import type { SearchIndexFile, SearchIndexPage } from './index-file';
import type { ReadPage } from './read-page';
import type { SearchKind } from './types';

/**
 * The site search's index files, built from the pages as they were rendered (lib/search/
 * read-page.ts): one file per reader language, holding the pages written in it, then the
 * English pages that have no version in it (the API reference, English-only articles), never a
 * page's English twin. The pages of the live market only: every market shows the same pages.
 */

const market = `/${defaultCountry}`;
const legalPaths: readonly string[] = [pagePaths.privacy, pagePaths.terms, pagePaths.cookies];

/** What a page is, from its address. */
function kindOf(url: string): SearchKind {
  const path = splitLocale(url).href.slice(market.length);
  if (path.startsWith(`${pageFamilies.apiDoc}/`)) return 'api';
  if (path === pageFamilies.resultCode || path.startsWith(`${pageFamilies.resultCode}/`)) return 'resultCode';
  if (path.startsWith(`${pageFamilies.blogPost}/`)) return 'article';
  return legalPaths.includes(path) ? 'legal' : 'page';
}

function indexPage({ url, title, language, sections }: ReadPage): SearchIndexPage {
  return { url, title, language, kind: kindOf(url), sections };
}

function inMarket(page: ReadPage): boolean {
  return page.url === market || page.url.startsWith(`${market}/`);
}

/** The index a reader of `reader` downloads: the pages in their language, then the English ones with no version in it. */
function indexFor(reader: Locale, pages: readonly ReadPage[]): SearchIndexFile {
  const own = pages.filter((page) => page.language === reader);
  const english = reader === defaultLocale ? [] : pages.filter((page) => page.language === defaultLocale && !page.versions.includes(reader));
  return { reader, pages: [...own, ...english].map(indexPage), pieces: [] };
}

/** Every index file, by its name in the index folder (en.json, sw.json), from the pages read. */
export function buildSearchIndex(pages: readonly ReadPage[], readers: readonly Locale[]): Map<string, SearchIndexFile> {
  const indexed = [...pages].filter(inMarket).sort((a, b) => a.url.localeCompare(b.url));
  return new Map(readers.map((reader) => [searchIndexFileName(reader), indexFor(reader, indexed)]));
}
