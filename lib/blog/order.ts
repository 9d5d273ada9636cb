import type { PostMeta } from './types';

/** Newest first; articles of the same day by title, so the order never depends on the disk. */
export function sortPosts<T extends PostMeta>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Featured articles, newest first: the list's featured section. */
export function featuredPosts<T extends PostMeta>(posts: readonly T[]): T[] {
  return sortPosts(posts).filter((post) => post.featured);
}

/**
 * The article the list shows first: the newest featured one (the featured section opens the
 * list), or the newest when none is featured. An unknown slug shows this one.
 */
export function firstPost<T extends PostMeta>(posts: readonly T[]): T | undefined {
  return featuredPosts(posts)[0] ?? sortPosts(posts)[0];
}
