import type { Metadata } from 'next';
import { pageMeta } from '../content/page-meta';
import { countries, countryOptions, defaultCountry } from '../countries';
import type { Country } from '../countries';
import { countryParam } from '../page-params';
import { pagePaths } from '../routes';
import type { PageKey } from '../routes';
import { site } from '../site';
import { absoluteUrl } from '../site-url';

/** The site's share image, app/opengraph-image.tsx. */
export const defaultShareImage = '/opengraph-image';

export interface PageSeo {
  country: Country;
  /** The page's path below its country segment: '' for the country home, '/about', … */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  /** True for pages that exist in every market (the country homes): adds hreflang alternates. */
  perCountry?: boolean;
  /** A share image path (an `opengraph-image` route beside the page); the site's otherwise. */
  image?: string;
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

/** Title, description, canonical URL, alternates, Open Graph and Twitter card of one page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(`/${seo.country}${seo.path}`);
  // Set explicitly: a page's `openGraph` object replaces, rather than merges with, the image
  // that the root opengraph-image.tsx would otherwise contribute.
  const images = [{ url: seo.image ?? defaultShareImage, width: 1200, height: 630, alt: seo.title }];
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    keywords: seo.keywords ? [...seo.keywords] : undefined,
    alternates: {
      canonical: url,
      languages: seo.perCountry ? countryAlternates(seo.path) : undefined,
    },
    openGraph: {
      type: seo.type ?? 'website',
      url,
      title: seo.title,
      description: seo.description,
      siteName: site.name,
      locale: 'en_US',
      alternateLocale: ['en_KE'],
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      images: images.map((image) => image.url),
    },
  };
}

/** `generateMetadata` for a fixed page, from its entry in lib/content/page-meta.ts. */
export function metadataFor(page: PageKey) {
  return async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
    const country = await countryParam(params);
    return pageMetadata({ country, path: pagePaths[page], ...pageMeta[page] });
  };
}
