import type { MetadataRoute } from 'next';
import type { PostMeta } from '../blog/types';
import { isLive } from '../countries';
import { sitePages } from '../routes';
import type { SitePage } from '../routes';
import { pageLastModified, siteCopyUpdated } from './last-modified';
import { countryAlternates, ownAlternates, pageUrl } from './metadata';

type SitemapEntry = MetadataRoute.Sitemap[number];

/**
 * Every indexable page, once, at its canonical URL (lib/routes.ts lists them). The country
 * homes carry their hreflang alternates; every other page exists in one market and names
 * itself, as its own page does.
 */
export function sitemapEntries(posts: readonly Pick<PostMeta, 'slug' | 'date'>[]): MetadataRoute.Sitemap {
  const postDates = new Map(posts.map((post) => [post.slug, post.date]));
  const lastModified = (page: SitePage): string => {
    if (page.kind === 'apiDoc') return siteCopyUpdated;
    if (page.kind === 'blogPost') return postDates.get(page.slug) ?? siteCopyUpdated;
    return isLive(page.country) ? pageLastModified(page.page, posts) : siteCopyUpdated;
  };
  return sitePages(posts.map((post) => post.slug)).map((page): SitemapEntry => ({
    url: pageUrl(page.country, page.path),
    lastModified: lastModified(page),
    alternates: { languages: page.kind === 'page' && page.page === 'home' ? countryAlternates(page.path) : ownAlternates(page.country, page.path) },
  }));
}
