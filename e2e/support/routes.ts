import { apiDocIds } from '@/lib/api-docs/ids';
import { blogContentDir, readPostSources } from '@/lib/blog/source';
import { countries, isLive } from '@/lib/countries';
import { blogPostHref, pagePaths } from '@/lib/routes';

/** Every Kenyan page of fixed path. */
export const kenyanPages: string[] = Object.values(pagePaths).map((path) => `/ke${path}`);

export const apiDocPages: string[] = apiDocIds.map((id) => `/ke/developers/api/${id}`);

/** The articles, from the MDX files themselves (newest first). */
export const blogPosts = readPostSources(blogContentDir);
export const blogPostPages: string[] = blogPosts.map((post) => blogPostHref('ke', post.slug));

/** Coming-soon homes, and deeper paths that show the same page with the URL kept. */
export const comingSoonPages: string[] = [
  ...countries.filter((code) => !isLive(code)).map((code) => `/${code}`),
  '/ug/about',
  '/tz/blog/x',
];

/** Every route a visitor can land on with a 200, for checks that apply to all of them. */
export const allPages: string[] = [...kenyanPages, ...apiDocPages, ...blogPostPages, ...comingSoonPages];
