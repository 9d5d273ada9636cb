import { site } from '../site';

/** The site's one-line description and tagline: the root metadata and the share images. */
export const siteWords = {
  summary: site.summary,
  tagline: site.tagline,
} as const;
