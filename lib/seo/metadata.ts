import type { Metadata } from 'next';
import { pageMeta } from '../content/page-meta';
import { countries, countryOptions, defaultCountry } from '../countries';
import type { Country } from '../countries';
import { countryParam } from '../page-params';
import { pagePaths } from '../routes';
import type { PageKey } from '../routes';
import { site } from '../site';
import { absoluteUrl } from '../site-url';
import { shareImageAlt, shareImageContentType, shareImageSize, siteShareImage } from './share-images';

export interface PageSeo {
  country: Country;
  /** The page's path below its country segment: '' for the country home, '/about', … */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  /**
   * True for the pages that exist in every market (the country homes): their hreflang
   * alternates name all three. Deeper /ug and /tz paths all show the coming-soon page,
   * canonical /ug or /tz, so every other page names only itself (and x-default).
   */
  perCountry?: boolean;
  /**
   * 'own': the page's `opengraph-image.tsx` beside it. Next fills in its URL (a hashed path
   * and query) when the page's Open Graph and Twitter data name no image. The site's otherwise.
   */
  image?: 'site' | 'own';
  type?: 'website' | 'article';
  /** The title already names the brand: skip the root layout's "%s | Kilele Pay" template. */
  absoluteTitle?: boolean;
}

/** The hreflang map for a page that exists in every market, x-default being Kenya's. */
export function countryAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const code of countries) languages[countryOptions[code].hreflang] = absoluteUrl(`/${code}${path}`);
  languages['x-default'] = absoluteUrl(`/${defaultCountry}${path}`);
  return languages;
}

/** The hreflang map for a page that exists in one market: itself, also as x-default. */
export function ownAlternates(country: Country, path: string): Record<string, string> {
  const url = pageUrl(country, path);
  return { [countryOptions[country].hreflang]: url, 'x-default': url };
}

/** A page's hreflang map: every market's for the country homes, its own for the rest. */
export function pageAlternates(country: Country, path: string, perCountry: boolean): Record<string, string> {
  return perCountry ? countryAlternates(path) : ownAlternates(country, path);
}

/** The absolute URL of a page: its canonical URL, Open Graph URL and sitemap entry. */
export function pageUrl(country: Country, path: string): string {
  return absoluteUrl(`/${country}${path}`);
}

/** Title, description, canonical URL, alternates, Open Graph and Twitter card of one page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const url = pageUrl(seo.country, seo.path);
  // Set explicitly: a page's `openGraph` object replaces, rather than merges with, the image
  // that the root opengraph-image.tsx would otherwise contribute.
  const siteImage = { url: siteShareImage, ...shareImageSize, alt: shareImageAlt.site, type: shareImageContentType };
  const ownImage = seo.image === 'own';
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    keywords: seo.keywords ? [...seo.keywords] : undefined,
    alternates: {
      canonical: url,
      languages: pageAlternates(seo.country, seo.path, seo.perCountry ?? false),
    },
    openGraph: {
      type: seo.type ?? 'website',
      url,
      title: seo.title,
      description: seo.description,
      siteName: site.name,
      locale: 'en_US',
      alternateLocale: ['en_KE'],
      ...(ownImage ? {} : { images: [siteImage] }),
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      // Without `images` Next copies the Open Graph image, the page's own or the site's.
    },
  };
}

/** `generateMetadata` for a fixed page, from its entry in lib/content/page-meta.ts. */
export function metadataFor(page: PageKey) {
  return async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
    const country = await countryParam(params);
    const { title, description, keywords, absoluteTitle } = pageMeta[page];
    return pageMetadata({ country, path: pagePaths[page], title, description, keywords, absoluteTitle });
  };
}
