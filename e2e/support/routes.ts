import { postsIn } from '@/lib/blog/languages';
import { blogContentDir, readPostSources } from '@/lib/blog/source';
import { countries, isLive } from '@/lib/countries';
import { sitePageHref, sitePages } from '@/lib/routes';

/** The English articles (the ones at /ke/blog), from the MDX files themselves (newest first). */
export const blogPosts = postsIn(readPostSources(blogContentDir), 'en');

/** The Swahili articles (at /ke/sw/blog). */
export const swahiliBlogPosts = postsIn(readPostSources(blogContentDir), 'sw');

/** Coming-soon homes, and deeper paths that show the same page with the URL kept. */
export const comingSoonPages: string[] = [...countries.filter((code) => !isLive(code)).map((code) => `/${code}`), '/ug/about', '/tz/blog/x'];

/** The same in Swahili: each market's Swahili home, and a deeper Swahili path. */
const swahiliComingSoonPages: string[] = [...countries.filter((code) => !isLive(code)).map((code) => `/${code}/sw`), '/tz/sw/about'];

/**
 * Every route a visitor can land on with a 200, for checks that apply to all of them: every
 * page the site lists (lib/routes.ts), and the coming-soon pages at deeper paths.
 */
export const allPages: string[] = [
  ...new Set([...sitePages([...blogPosts, ...swahiliBlogPosts]).map(sitePageHref), ...comingSoonPages, ...swahiliComingSoonPages]),
];
