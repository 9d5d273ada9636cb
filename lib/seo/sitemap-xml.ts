import type { MetadataRoute } from 'next';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const asDate = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

/**
 * The sitemap as XML, each `<url>` in the order the sitemaps.org schema requires: `loc`,
 * `lastmod`, `changefreq`, `priority`, then the hreflang alternates (other-namespace elements
 * come last). Next's own sitemap writer puts `lastmod` after the alternates, which the schema
 * refuses.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lines = [`<loc>${escapeXml(entry.url)}</loc>`];
    if (entry.lastModified !== undefined) lines.push(`<lastmod>${escapeXml(asDate(entry.lastModified))}</lastmod>`);
    if (entry.changeFrequency !== undefined) lines.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) lines.push(`<priority>${entry.priority}</priority>`);
    for (const [hreflang, href] of Object.entries(entry.alternates?.languages ?? {})) {
      if (typeof href === 'string') lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}" />`);
    }
    return ['<url>', ...lines, '</url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
