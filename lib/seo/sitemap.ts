import type { MetadataRoute } from 'next';
import { articleVersions } from '../blog/languages';
import type { PostMeta } from '../blog/types';
import { isLive } from '../countries';
import type { Country } from '../countries';
import { intlLocale } from '../i18n/locales';
import { pageFamilies, sitePages } from '../routes';
import type { SitePage } from '../routes';
import { pageLastModified, siteCopyUpdated } from './last-modified';
import { pageAlternates, pageUrl } from './alternates';

type SitemapEntry = MetadataRoute.Sitemap[number];

type SitemapPost = Pick<PostMeta, 'slug' | 'date' | 'language' | 'translationOf'>;

/**
 * Every indexable page, once, at its canonical URL (lib/routes.ts lists them), in each
 * language, with the hreflang alternates its own page names: the country homes every market
 * in every language; the other fixed pages their market in every language; an API page
 * itself (English only); a result-code page its market in every language; an article each
 * language it is written in.
 */
export function sitemapEntries(posts: readonly SitemapPost[]): MetadataRoute.Sitemap {
  const postDates = new Map(posts.map((post) => [`${post.language}:${post.slug}`, post.date]));
  const lastModified = (page: SitePage): string => {
    if (page.kind === 'apiDoc' || page.kind === 'resultCode') return siteCopyUpdated;
    if (page.kind === 'blogPost') return postDates.get(`${page.locale}:${page.slug}`) ?? siteCopyUpdated;
    // The English blog lists English articles only; the Swahili one lists both languages.
    const listed = page.locale === 'en' ? posts.filter((post) => post.language === 'en') : posts;
    return isLive(page.country) ? pageLastModified(page.page, listed) : siteCopyUpdated;
  };
  const alternates = (page: SitePage): Record<string, string> => {
    if (page.kind === 'apiDoc') return pageAlternates(page.country, page.path, false, ['en']);
    if (page.kind === 'blogPost') {
      const post = posts.find((candidate) => candidate.slug === page.slug && candidate.language === page.locale);
      return post ? articleAlternates(page.country, post, posts) : pageAlternates(page.country, page.path, false, [page.locale]);
    }
    if (page.kind === 'resultCode') return pageAlternates(page.country, page.path, false);
    return pageAlternates(page.country, page.path, page.page === 'home');
  };
  return sitePages(posts).map((page): SitemapEntry => ({
    url: pageUrl(page.country, page.path, page.locale),
    lastModified: lastModified(page),
    alternates: { languages: alternates(page) },
  }));
}

/**
 * The hreflang map of an article: each language it is written in (the original and its
 * translations, each at its own slug), x-default the English one when there is one.
 */
export function articleAlternates(country: Country, post: SitemapPost, posts: readonly SitemapPost[]): Record<string, string> {
  const versions = articleVersions(post, posts);
  const languages: Record<string, string> = {};
  for (const version of Object.values(versions)) {
    languages[intlLocale(version.language, country)] = pageUrl(country, `${pageFamilies.blogPost}/${version.slug}`, version.language);
  }
  const fallback = versions.en ?? post;
  languages['x-default'] = pageUrl(country, `${pageFamilies.blogPost}/${fallback.slug}`, fallback.language);
  return languages;
}
