import 'server-only';
import { apiDocIds } from '../api-docs/ids';
import { getPosts } from '../blog/posts';
import { liveCountries } from '../countries';

/**
 * The params of the pages built from data, shared by each page and the share image beside it
 * (`opengraph-image.tsx`), so that every page has its image and no image lacks its page.
 */
export function articleParams(): { country: string; slug: string }[] {
  const slugs = getPosts('en').map((post) => post.slug);
  return liveCountries.flatMap((country) => slugs.map((slug) => ({ country, slug })));
}

export function apiDocParams(): { country: string; apiId: string }[] {
  return liveCountries.flatMap((country) => apiDocIds.map((apiId) => ({ country, apiId })));
}
