import { legalDocuments } from '../content/legal';
import type { PageKey } from '../routes';

/**
 * When the copy of the fixed pages (lib/content, lib/api-docs) last changed in a way a reader
 * would notice. Kept by hand, never `new Date()`: a sitemap date that moves on every build
 * tells crawlers nothing, and they learn to ignore it. Bump it with such a change.
 */
export const siteCopyUpdated = '2026-11-21';

/** The later of two YYYY-MM-DD days. */
function later(a: string, b: string): string {
  return a > b ? a : b;
}

/** The newest day among the articles, or undefined when there is none. */
export function newestPostDate(posts: readonly { date: string }[]): string | undefined {
  return posts.reduce<string | undefined>((newest, post) => (newest === undefined ? post.date : later(newest, post.date)), undefined);
}

/**
 * A fixed page's last change: a legal page's own `updated` day; the blog list's newest article
 * (when newer than the copy); the site copy's date for the rest.
 */
export function pageLastModified(page: PageKey, posts: readonly { date: string }[]): string {
  const legal = legalDocuments.find((doc) => doc.page === page);
  if (legal) return legal.updated;
  const newest = newestPostDate(posts);
  if (page === 'blog' && newest !== undefined) return later(siteCopyUpdated, newest);
  return siteCopyUpdated;
}
