import { sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  const xml = sitemapXml([
    {
      url: 'https://example.com/ke?a=1&b=2',
      lastModified: '2026-01-02',
      alternates: { languages: { 'en-KE': 'https://example.com/ke', 'x-default': 'https://example.com/ke' } },
    },
  ]);

  it('writes loc and lastmod before the alternates, as the schema orders them', () => {
    const order = ['<loc>', '<lastmod>', '<xhtml:link rel="alternate" hreflang="en-KE"', '<xhtml:link rel="alternate" hreflang="x-default"'].map((part) =>
      xml.indexOf(part),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('declares both namespaces and escapes what XML reserves', () => {
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain('<loc>https://example.com/ke?a=1&amp;b=2</loc>');
  });
});
