import type { Locale } from '../i18n/locales';
import 'server-only';
import { coverImage } from './cover';
import { postsIn } from './languages';
import { blogContentDir, publicDir, readPostSources } from './source';
import type { Post } from './types';

/**
 * The articles for pages and the feed: read once per build (or per dev request), validated,
 * with the cover's size. A bad file throws here, which fails `next build`. Drafts are left out
 * everywhere but `next dev`, so the list, search, related articles, the sitemap and the feed
 * never see them.
 */
let cached: Post[] | null = null;

/** Every article, in every language: what the Swahili list and the translation links read. */
export function getAllPosts(): Post[] {
  if (cached) return cached;
  const posts = readPostSources(blogContentDir, { publicDir }).map((post) => ({ ...post, cover: coverImage(publicDir, post) }));
  if (process.env.NODE_ENV === 'production') cached = posts;
  return posts;
}

/**
 * The articles written in `language`, newest first. The English pages, feed, sitemap and
 * llms.txt read the English ones only, so adding a Swahili file never changes them.
 */
export function getPosts(language: Locale): Post[] {
  return postsIn(getAllPosts(), language);
}

/** The article at /{country}/blog/{slug} (English) or /{country}/sw/blog/{slug} (Swahili). */
export function getPost(slug: string, language: Locale): Post | undefined {
  return getPosts(language).find((post) => post.slug === slug);
}
