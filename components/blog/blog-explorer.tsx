'use client';

import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { allCategories, blogCategories } from '@/lib/blog/categories';
import type { CategoryFilter } from '@/lib/blog/categories';
import type { ExplorerCopy } from '@/lib/blog/explorer-copy';
import { filterPosts, showsFeatured } from '@/lib/blog/filter';
import type { BlogFilter } from '@/lib/blog/filter';
import type { PostMeta } from '@/lib/blog/types';

export type ExplorerPost = Pick<PostMeta, 'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'featured'>;

export interface BlogExplorerProps {
  copy: ExplorerCopy;
  /** Every article, newest first. */
  posts: ExplorerPost[];
  /** Server-rendered cards by slug, for the grid and for the featured section. */
  cards: Record<string, ReactNode>;
  featuredCards: Record<string, ReactNode>;
  initialQuery?: string;
  initialCategory?: CategoryFilter;
  onFilterChange?: (filter: BlogFilter) => void;
  /** The static HTML's copy: search and buttons need JavaScript, so they say they are off. */
  disabled?: boolean;
}

const filterOptions: CategoryFilter[] = [allCategories, ...blogCategories];

/** The blog list: search box, category buttons, featured section and the matching articles. */
export function BlogExplorer({
  copy,
  posts,
  cards,
  featuredCards,
  initialQuery = '',
  initialCategory = allCategories,
  onFilterChange,
  disabled,
}: BlogExplorerProps) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState<CategoryFilter>(initialCategory);
  const id = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const filter = { query, category };
  const results = filterPosts(posts, filter);
  const featured = showsFeatured(filter) ? posts.filter((post) => post.featured) : [];

  function update(next: BlogFilter) {
    setQuery(next.query);
    setCategory(next.category);
    onFilterChange?.(next);
  }

  return (
    <div className="container-page py-12">
      <div className="flex flex-col gap-5">
        <form
          role="search"
          onSubmit={(event) => {
            // The list filters as one types: submitting takes the reader to the results.
            event.preventDefault();
            resultsHeading.current?.focus();
          }}
          className="flex max-w-xl gap-2"
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            {copy.searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={query}
            onChange={(event) => update({ query: event.target.value, category })}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            disabled={disabled}
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 py-2 text-base text-ink placeholder:text-muted focus:border-brand-600 disabled:bg-surface"
          />
          <button type="submit" disabled={disabled} className="btn btn-secondary">
            {copy.searchSubmit}
          </button>
        </form>
        <div role="group" aria-label={copy.categoriesLabel} className="flex flex-wrap gap-2">
          {filterOptions.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === category}
              disabled={disabled}
              onClick={() => update({ query, category: option })}
              className="min-h-11 rounded-full border border-line px-4 py-2 text-sm font-medium text-ink hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {option === allCategories ? copy.allCategories : copy.categoryLabels[option]}
            </button>
          ))}
        </div>
      </div>

      {featured.length > 0 ? (
        <section aria-labelledby={`${id}-featured`} className="mt-12">
          <h2 id={`${id}-featured`} className="text-2xl font-bold tracking-tight">
            {copy.featuredHeading}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((post) => (
              <li key={post.slug}>{featuredCards[post.slug]}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-latest`} className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 ref={resultsHeading} id={`${id}-latest`} tabIndex={-1} className="text-2xl font-bold tracking-tight">
            {category === allCategories ? copy.latestHeading : copy.categoryLabels[category]}
          </h2>
          <p role="status" className="text-sm text-muted">
            {copy.resultCounts[results.length]}
          </p>
        </div>
        {results.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((post) => (
              <li key={post.slug}>{cards[post.slug]}</li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-line px-6 py-12 text-center">
            <p className="text-lg font-semibold">{copy.noResults}</p>
            <p className="mt-2 text-muted">{copy.noResultsHint}</p>
            <button type="button" onClick={() => update({ query: '', category: allCategories })} className="btn btn-secondary mt-6">
              {copy.clearFilters}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
