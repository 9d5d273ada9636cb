'use client';

import { useSearchParams } from 'next/navigation';
import { allCategories, categorySlug, parseCategoryParam } from '@/lib/blog/categories';
import type { BlogFilter } from '@/lib/blog/filter';
import { BlogExplorer } from './blog-explorer';
import type { BlogExplorerProps } from './blog-explorer';

export type BlogExplorerUrlProps = Omit<BlogExplorerProps, 'initialQuery' | 'initialCategory' | 'onFilterChange'>;

/** Keeps the search and category in the address (?q=, ?category=), so a view can be shared. */
function writeFilterToUrl({ query, category }: BlogFilter) {
  const params = new URLSearchParams(window.location.search);
  if (query.trim()) params.set('q', query);
  else params.delete('q');
  if (category === allCategories) params.delete('category');
  else params.set('category', categorySlug(category));
  const search = params.toString();
  // Replace, not push: typing a word should not leave one history entry per letter.
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}

/**
 * The list as the address describes it. Reading the search params makes this part render in
 * the browser only; the static HTML holds the Suspense fallback: the full, unfiltered list.
 */
export function BlogExplorerUrl(props: BlogExplorerUrlProps) {
  const params = useSearchParams();
  return (
    <BlogExplorer
      {...props}
      initialQuery={params.get('q') ?? ''}
      initialCategory={parseCategoryParam(params.get('category'))}
      onFilterChange={writeFilterToUrl}
    />
  );
}
