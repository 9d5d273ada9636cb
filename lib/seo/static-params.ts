import 'server-only';
import { apiDocIds } from '../api-docs/ids';
import type { BlogLanguage } from '../blog/languages';
import { getPosts } from '../blog/posts';
import { liveCountries } from '../countries';

/**
 * The params of the pages built from data, shared by each page and the share image beside it
 * (`opengraph-image.tsx`), so that every page has its image and no image lacks its page.
 */
export function articleParams(): { country: string; slug: string }[] {
  return articleParamsIn('en');
}

/** The Swahili articles' params (app/(sw)/[country]/sw/blog/[slug]). */
export function swahiliArticleParams(): { country: string; slug: string }[] {
  return articleParamsIn('sw');
}

function articleParamsIn(language: BlogLanguage): { country: string; slug: string }[] {
  const slugs = getPosts(language).map((post) => post.slug);
  return liveCountries.flatMap((country) => slugs.map((slug) => ({ country, slug })));
}

export function apiDocParams(): { country: string; apiId: string }[] {
  return liveCountries.flatMap((country) => apiDocIds.map((apiId) => ({ country, apiId })));
}
