import type { Metadata } from 'next';
import type { Country } from '../countries';
import { defaultLocale, locales } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { site } from '../site';
import { pageAlternates, pageUrl } from './alternates';
import { shareImageContentType, shareImageSize, siteShareImage } from './share-images';

export interface PageSeo {
  country: Country;
  /** The page's language: English unless said (its address then has the language's segment). */
  locale?: Locale;
  /**
   * The languages the page exists in, for its hreflang alternates: every language unless said
   * (an API reference page is English only; an article exists in the languages it is written in).
   */
  locales?: readonly Locale[];
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

/**
 * Open Graph's locale names (underscore, not hyphen): what the page is in, and the other
 * languages it exists in, each in the page's own market (en_TZ on /tz, sw_TZ on /tz/sw), so a
 * share of a Tanzanian page is a Tanzanian page.
 */
function openGraphLocales(locale: Locale, pageLocales: readonly Locale[], country: Country): { locale: string; alternateLocale: string[] } {
  const inMarket = (language: Locale) => `${language}_${country.toUpperCase()}`;
  return { locale: inMarket(locale), alternateLocale: pageLocales.filter((other) => other !== locale).map(inMarket) };
}

/** Title, description, canonical URL, alternates, Open Graph and Twitter card of one page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const locale = seo.locale ?? defaultLocale;
  const url = pageUrl(seo.country, seo.path, locale);
  // Set explicitly: a page's `openGraph` object replaces, rather than merges with, the image
  // that the root opengraph-image.tsx would otherwise contribute.
  const siteImage = { ...siteShareImage(locale), ...shareImageSize, type: shareImageContentType };
  const ownImage = seo.image === 'own';
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    keywords: seo.keywords ? [...seo.keywords] : undefined,
    alternates: {
      canonical: url,
      languages: pageAlternates(seo.country, seo.path, seo.perCountry ?? false, seo.locales),
    },
    openGraph: {
      type: seo.type ?? 'website',
      url,
      title: seo.title,
      description: seo.description,
      siteName: site.name,
      ...openGraphLocales(locale, seo.locales ?? locales, seo.country),
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
