import type { MetadataRoute } from 'next';
import { apiDocIds } from '../api-docs/ids';
import type { PostMeta } from '../blog/types';
import { countries, isLive, liveCountries } from '../countries';
import type { Country } from '../countries';
import { pageFamilies, pagePaths } from '../routes';
import type { PageKey } from '../routes';
import { pageLastModified, siteCopyUpdated } from './last-modified';
import { countryAlternates, ownAlternates, pageUrl } from './metadata';

type SitemapEntry = MetadataRoute.Sitemap[number];

function isPageKey(key: string): key is PageKey {
  return Object.hasOwn(pagePaths, key);
}

/**
 * Every indexable page, once, at its canonical URL: the three country homes (with their
 * hreflang alternates), then each live market's fixed pages, API pages and articles.
 * Not listed: fallback addresses (an unknown API id or slug shows another page) and the
 * deeper /ug and /tz paths, which all show their country's coming-soon home.
 */
export function sitemapEntries(posts: readonly Pick<PostMeta, 'slug' | 'date'>[]): MetadataRoute.Sitemap {
  const homes: SitemapEntry[] = countries.map((country) => ({
    url: pageUrl(country, pagePaths.home),
    lastModified: isLive(country) ? pageLastModified('home', posts) : siteCopyUpdated,
    alternates: { languages: countryAlternates(pagePaths.home) },
  }));

  const innerPages = Object.keys(pagePaths).filter(isPageKey).filter((page) => page !== 'home');
  // Every other page exists in one market: it names itself, as its own page does.
  const entry = (country: Country, path: string, lastModified: string): SitemapEntry => ({
    url: pageUrl(country, path),
    lastModified,
    alternates: { languages: ownAlternates(country, path) },
  });
  const live = liveCountries.flatMap((country): SitemapEntry[] => [
    ...innerPages.map((page) => entry(country, pagePaths[page], pageLastModified(page, posts))),
    ...apiDocIds.map((id) => entry(country, `${pageFamilies.apiDoc}/${id}`, siteCopyUpdated)),
    ...posts.map((post) => entry(country, `${pageFamilies.blogPost}/${post.slug}`, post.date)),
  ]);

  return [...homes, ...live];
}
