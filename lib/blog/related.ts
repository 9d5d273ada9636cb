import { sortPosts } from './order';
import type { PostMeta } from './types';

/** How many related articles an article shows. */
export const relatedCount = 2;

/** Other articles to read next: the same category first, then the newest of the rest. */
export function relatedPosts<T extends PostMeta>(post: PostMeta, posts: readonly T[], count = relatedCount): T[] {
  const others = sortPosts(posts.filter((candidate) => candidate.slug !== post.slug));
  const sameCategory = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...sameCategory, ...rest].slice(0, count);
}
