import { siteWords as swahiliSiteWords } from '../content/sw/site-words';
import type { Locale } from '../i18n/locales';
import { site } from '../site';

/**
 * Words of the share images (components/seo/og-card.tsx). Next reads a generated image's alt
 * text from its file, one per route rather than per page, so each says what every image of its
 * kind shows.
 */
export const shareImageLabels = {
  apiDoc: 'API reference',
} as const;

export const shareImageAlt = {
  site: `${site.name}: ${site.tagline}`,
  article: `A ${site.name} blog article: its category and title`,
  apiDoc: `A ${site.name} API reference page: the API's name`,
} as const;

/** Share images are 1200 × 630 PNGs rendered at build time (the size Open Graph expects). */
export const shareImageSize = { width: 1200, height: 630 } as const;
export const shareImageContentType = 'image/png';

/**
 * The site's share image in each language, for every page without one of its own:
 * app/opengraph-image.tsx and app/sw/opengraph-image.tsx (no hash in their paths).
 */
export const siteShareImages: Record<Locale, { url: string; alt: string }> = {
  en: { url: '/opengraph-image', alt: shareImageAlt.site },
  sw: { url: '/sw/opengraph-image', alt: `${site.name}: ${swahiliSiteWords.tagline}` },
  // The pseudo-language of the test build has no image of its own.
  xa: { url: '/opengraph-image', alt: shareImageAlt.site },
};
