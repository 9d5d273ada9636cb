import 'server-only';
import { coverImage } from './cover';
import { blogContentDir, publicDir, readPostSources } from './source';
import type { Post } from './types';

/**
 * The articles for pages and the feed: read once per build (or per dev request), validated,
 * with the cover's size. A bad file throws here, which fails `next build`. Drafts are left out
 * everywhere but `next dev`, so the list, search, related articles, the sitemap and the feed
 * never see them.
 */
let cached: Post[] | null = null;

export function getAllPosts(): Post[] {
  if (cached) return cached;
  const posts = readPostSources(blogContentDir, { publicDir }).map((post) => ({ ...post, cover: coverImage(publicDir, post) }));
  if (process.env.NODE_ENV === 'production') cached = posts;
  return posts;
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}
