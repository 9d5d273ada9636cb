import { defaultSiteUrl } from '@/lib/site';
import { z } from '@/lib/zod';

// SITE_URL is public (it appears in canonical URLs and the sitemap), so it is read here rather
// than in the server-only env module. A bad value fails the build with the variable's name.
// Kept apart from site.ts so that client components importing the brand constants do not
// pull zod into the browser.
const siteUrlSchema = z.url({ protocol: /^https?$/, error: 'SITE_URL must be an absolute http(s) URL' }).transform((url) => url.replace(/\/+$/, ''));

/** The origin SITE_URL names (the default when unset); throws, naming the variable, when it is not one. */
export function readSiteUrl(value: string | undefined): string {
  const parsed = siteUrlSchema.safeParse(value && value.trim() !== '' ? value : defaultSiteUrl);
  if (!parsed.success) {
    throw new Error(`SITE_URL: ${parsed.error.issues[0]?.message ?? 'invalid URL'} (got "${value}")`);
  }
  return parsed.data;
}

export const siteUrl = readSiteUrl(process.env.SITE_URL);

/** Absolute URL of a site path, for canonical links, Open Graph, JSON-LD and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
