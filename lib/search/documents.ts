import 'server-only';
import type { Locale } from '../i18n/locales';
import { defaultLocale } from '../i18n/locales';
import { documentsOf } from './engine';
import type { SearchIndexPage } from './index-file';
import { apiReferencePages } from './sources/api-reference';
import { articlePagesIn, englishOnlyArticles } from './sources/articles';
import { legalPages } from './sources/legal';
import { marketingPages } from './sources/marketing';
import { resultCodePages } from './sources/result-codes';
import type { SearchDocument } from './types';

/** The pages written in `locale`, from the sources they render from. */
async function pagesWrittenIn(locale: Locale): Promise<SearchIndexPage[]> {
  return [
    ...marketingPages(locale),
    ...(locale === defaultLocale ? apiReferencePages() : []),
    ...resultCodePages(locale),
    ...articlePagesIn(locale),
    ...legalPages(locale),
  ];
}

/** English pages that have no version in `locale`: a reader of `locale` finds them too, marked as English. */
async function englishOnlyPagesFor(locale: Locale): Promise<SearchIndexPage[]> {
  if (locale === defaultLocale) return [];
  return [...apiReferencePages(), ...englishOnlyArticles(locale)];
}

/**
 * What a reader of `locale` searches, page by page: the pages in their language, then the
 * English pages that have no version in it. Never a page's English twin.
 */
export async function searchIndexPages(locale: Locale): Promise<SearchIndexPage[]> {
  const [own, english] = await Promise.all([pagesWrittenIn(locale), englishOnlyPagesFor(locale)]);
  return [...own, ...english];
}

/** Every section a reader of `locale` can find, one document each. */
export async function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  return documentsOf({ pages: await searchIndexPages(locale) });
}
