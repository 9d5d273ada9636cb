import { copyIn } from '../content/copy';
import { localeAmong, localizedFilePath, shareImageLocales } from '../i18n/locales';
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
 * The site's share image for a page in `locale`, used by every page without one of its own:
 * the language's own (app/opengraph-image.tsx, app/sw/opengraph-image.tsx: no hash in their
 * paths), or the English one for a language that has none. The alt text is in the image's language.
 */
export function siteShareImage(locale: Locale): { url: string; alt: string } {
  const shown = localeAmong(shareImageLocales, locale);
  return { url: localizedFilePath('/opengraph-image', shown), alt: `${site.name}: ${copyIn(shown).siteWords.siteWords.tagline}` };
}
