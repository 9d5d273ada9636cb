import type { BlogCategory } from './categories';
import type { blogCopy } from '../content/blog';
import type { Translated } from '../i18n/translated';

/** The blog list's words in the page's language (plain data: they cross to the browser as props). */
export interface ExplorerCopy {
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  categoriesLabel: string;
  featuredHeading: string;
  latestHeading: string;
  noResults: string;
  noResultsHint: string;
  clearFilters: string;
  allCategories: string;
  categoryLabels: Record<BlogCategory, string>;
  /** "N articles found" for every count the list can show, 0 to all, by count. */
  resultCounts: string[];
}

/** The list's words from the blog copy of a language, for a list of `postCount` articles. */
export function explorerCopy(copy: Translated<typeof blogCopy>, postCount: number): ExplorerCopy {
  const {
    searchLabel,
    searchPlaceholder,
    searchSubmit,
    categoriesLabel,
    featuredHeading,
    latestHeading,
    noResults,
    noResultsHint,
    clearFilters,
    allCategories,
    categoryLabels,
  } = copy;
  return {
    searchLabel,
    searchPlaceholder,
    searchSubmit,
    categoriesLabel,
    featuredHeading,
    latestHeading,
    noResults,
    noResultsHint,
    clearFilters,
    allCategories,
    categoryLabels,
    resultCounts: Array.from({ length: postCount + 1 }, (_, count) => copy.resultCount(count)),
  };
}
