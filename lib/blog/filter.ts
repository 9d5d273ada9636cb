import { allCategories } from './categories';
import { blogCopy } from '../content/blog';
import { readWords } from '../words';
import type { CategoryFilter } from './categories';
import type { PostMeta } from './types';

/** The fields the blog list's search box looks in. */
export type SearchablePost = Pick<PostMeta, 'title' | 'excerpt' | 'category' | 'author'>;

export interface BlogFilter {
  query: string;
  category: CategoryFilter;
}

/**
 * True when every word of the query appears in the title, excerpt, category or author, read as
 * the site search reads words: case, accents and punctuation aside, so that "mpesa", "M-Pesa"
 * and "m pesa" are one word. A word may be part of a longer one ("pesa" finds "M-Pesa"). An
 * empty or blank query has no words and matches everything.
 */
export function matchesQuery(post: SearchablePost, query: string): boolean {
  const haystack = readWords([post.title, post.excerpt, post.category, post.author].join('\n')).join(' ');
  return readWords(query).every((term) => haystack.includes(term));
}

/** The articles a search and a category filter leave, in their original order. */
export function filterPosts<T extends SearchablePost>(posts: readonly T[], { query, category }: BlogFilter): T[] {
  return posts.filter((post) => (category === allCategories || post.category === category) && matchesQuery(post, query));
}

/** The featured section belongs to the unfiltered view: category All and no search. */
export function showsFeatured({ query, category }: BlogFilter): boolean {
  return category === allCategories && readWords(query).length === 0;
}

/** "7 articles found", "1 article found". */
export function countLabel(count: number): string {
  return blogCopy.resultCount(count);
}
