import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { firstPost } from '@/lib/blog/order';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { comingSoonPath, missingFilePath, offlinePath } from '@/lib/routes';
import { publicAddress } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/site-url';
import { htmlElements } from './support/html';
import { blogPosts, swahiliBlogPosts } from './support/routes';

// What a crawler sees: the server-rendered HTML, without running any of the page's scripts.

/** The sitemap the build serves, computed from the same source (checked against the served one below). */
const entries = sitemapEntries([...blogPosts, ...swahiliBlogPosts]);
const listed = entries.map((entry) => entry.url);
/** Each page's hreflang map, as the sitemap names it: its own page must name the same. */
const alternatesOf = new Map(entries.map((entry) => [entry.url, entry.alternates?.languages ?? {}]));
/** The language a page is in: its address says (/ke/sw/... is Swahili). */
const languageOf = (path: string) => (/^\/[a-z]{2}\/sw(\/|$)/.test(path) ? 'sw' : 'en');
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** Lighthouse's "Links do not have descriptive text" list (English). */
const vagueLinkTexts = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

/** The structured data each kind of page must carry besides the site-wide Organization. */
function expectedTypes(url: string): string[] {
  // The same page in either language: /ke/sw/about is /ke/about in Swahili.
  const path = new URL(url).pathname.replace(/^(\/[a-z]{2})\/sw(?=\/|$)/, '$1');
  if (path === '/ke') return ['WebSite'];
  if (path === '/ug' || path === '/tz') return ['FAQPage'];
  const own: [RegExp, string[]][] = [
    [/^\/ke\/blog\/[^/]+$/, ['BlogPosting']],
    [/^\/ke\/blog$/, ['Blog']],
    [/^\/ke\/developers\/api\//, ['TechArticle']],
    [/^\/ke\/products$/, ['ItemList', 'FAQPage']],
    [/^\/ke\/product\/payment-infrastructure$/, ['Service']],
  ];
  return ['WebPage', 'BreadcrumbList', ...(own.find(([pattern]) => pattern.test(path))?.[1] ?? [])];
}

const jsonLdSchema = z.looseObject({ '@context': z.literal('https://schema.org'), '@type': z.string() });

/** Width and height from a PNG's IHDR chunk, which always comes first after the signature. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectShareImage(request: APIRequestContext, url: string) {
  expect(url.startsWith(absoluteUrl('/')), `${url} is absolute on the site's origin`).toBe(true);
  const response = await request.get(pathOf(url), { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
}

// Each read from the HTML the server sends: a request, no browser page.
test.describe('every page in the sitemap, as a crawler reads it', () => {
  for (const url of listed) {
    const path = pathOf(url);
    test(`${path} has its title, description, canonical URL, alternates, structured data and share image @desktop-only`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const elements = htmlElements(await response.text());
      const content = (tag: string, attributes: Record<string, string>) => elements(tag, attributes).map((element) => element.attribute('content'));
      expect(elements('html').map((element) => element.attribute('lang'))).toEqual([languageOf(path)]);

      expect(elements('title').map((element) => element.text().trim())).toEqual([expect.stringMatching(/\S/)]);
      expect(content('meta', { name: 'description' })).toEqual([expect.stringMatching(/\S/)]);
      expect(elements('h1')).toHaveLength(1);

      expect(elements('link', { rel: 'canonical' }).map((link) => link.attribute('href'))).toEqual([url]);
      // The same versions as the sitemap names (whose reciprocity the unit tests check), itself among them.
      const alternates = Object.fromEntries(
        elements('link', { rel: 'alternate' }).flatMap((link) => {
          const language = link.attribute('hreflang');
          return language ? [[language, link.attribute('href')]] : [];
        }),
      );
      expect(alternates).toEqual(alternatesOf.get(url));
      expect(Object.values(alternates)).toContain(url);

      const types = elements('script', { type: 'application/ld+json' }).map((block) => jsonLdSchema.parse(JSON.parse(block.text()))['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', ...expectedTypes(url)]));

      const [ogImage = ''] = content('meta', { property: 'og:image' });
      expect(ogImage).toBeTruthy();
      expect(content('meta', { name: 'twitter:image' })).toEqual([ogImage]);
      expect(content('meta', { name: 'twitter:card' })).toEqual(['summary_large_image']);
      // English articles and API pages share their own image, drawn beside the page's route
      // (with its `en` segment); every other page the site's, in its language.
      const ownImage = /^\/ke\/(blog|developers\/api)\/[^/]+$/.test(path);
      const route = path.replace(/^(\/[a-z]{2})(?!\/sw(\/|$))/, '$1/en');
      const siteImage = /^\/[a-z]{2}\/sw(\/|$)/.test(path) ? '/sw/opengraph-image' : '/opengraph-image';
      expect(pathOf(ogImage).startsWith(ownImage ? `${route}/opengraph-image` : siteImage)).toBe(true);
      await expectShareImage(request, ogImage);

      const linkTexts = elements('a')
        .filter((link) => link.attribute('href') !== undefined)
        .map((link) => link.text());
      const vague = linkTexts.filter((text) => vagueLinkTexts.has(text.trim().toLowerCase()));
      expect(vague, 'links whose words do not say where they lead').toEqual([]);
    });
  }
});

test.describe('sitemap and robots @once', () => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' });
  const sitemapSchema = z.object({
    urlset: z.object({
      url: z.array(
        z.object({
          loc: z.string(),
          lastmod: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
          'xhtml:link': z.array(z.object({ '@_rel': z.literal('alternate'), '@_hreflang': z.string(), '@_href': z.string() })).optional(),
        }),
      ),
    }),
  });

  async function servedSitemap(request: APIRequestContext) {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    return sitemapSchema.parse(parser.parse(xml)).urlset.url;
  }

  test('the sitemap parses and lists each page once, with absolute URLs, dates, and each page’s language versions', async ({ request }) => {
    const urls = await servedSitemap(request);
    const locs = urls.map((url) => url.loc);
    // The same pages, whatever the order the articles are read in.
    expect([...locs].sort()).toEqual([...listed].sort());
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) {
      expect(url.loc.startsWith(absoluteUrl('/'))).toBe(true);
      const alternates = Object.fromEntries((url['xhtml:link'] ?? []).map((link) => [link['@_hreflang'], link['@_href']]));
      expect(alternates).toEqual(alternatesOf.get(url.loc));
    }
    const first = firstPost(blogPosts)!;
    expect(urls.find((url) => url.loc.endsWith(`/ke/blog/${first.slug}`))?.lastmod).toBe(first.date);
  });

  test('the sitemap lists every page the build generated, and nothing else', async ({ request }) => {
    const manifestFile = join(process.cwd(), '.next', 'prerender-manifest.json');
    expect(existsSync(manifestFile), 'run against this worktree’s build').toBe(true);
    const manifest = z.object({ routes: z.record(z.string(), z.unknown()) }).parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
    const generatedPages = Object.keys(manifest.routes)
      .filter(
        (route) =>
          !route.startsWith('/_') && // Next's own error pages
          !route.startsWith('/api/') &&
          !/\/(opengraph-image|twitter-image|icon|apple-icon)(-\w+)?$/.test(route) && // share images and icons
          !/\.[a-z]+$/i.test(route) && // robots.txt, sitemap.xml, the feed, openapi.json
          !route.endsWith(missingFilePath) && // what a missing file shows, never an address of its own
          !route.endsWith(offlinePath), // what the service worker shows offline, never indexed
      )
      // English pages are built below an `en` segment that their addresses leave out.
      .map(publicAddress)
      // A market not live yet has one page, listed at its home address, where the proxy shows it.
      .map((route) => (route.endsWith(comingSoonPath) ? route.slice(0, -comingSoonPath.length) : route));
    const locs = (await servedSitemap(request)).map((url) => pathOf(url.loc));
    expect([...locs].sort()).toEqual([...generatedPages].sort());
  });

  test('every address in the sitemap answers 200 itself, without a redirect', async ({ request }) => {
    for (const { loc } of await servedSitemap(request)) {
      const response = await request.get(pathOf(loc), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
    }
  });

  test('no two pages share a title or a description', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { loc } of await servedSitemap(request)) {
      const html = await (await request.get(pathOf(loc))).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]?.trim() ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1]?.trim() ?? '';
      expect(title, `${loc} title`).not.toBe('');
      expect(description, `${loc} description`).not.toBe('');
      expect(titles.get(title), `${loc} has the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${loc} has the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, loc);
      descriptions.set(description, loc);
    }
  });

  test('robots.txt allows everything but /api/ and names the sitemap by its absolute URL', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^User-Agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  });
});

test.describe('fallback pages carry the canonical URL of what they show @once', () => {
  const first = firstPost(blogPosts)!;
  const cases: [string, string][] = [
    ['/ke/developers/api/no-such-api', '/ke/developers/api/mpesa-stk-push'],
    ['/ke/blog/no-such-article', `/ke/blog/${first.slug}`],
    ['/ug/about', '/ug'],
    ['/tz/developers/api/mpesa-stk-push', '/tz'],
  ];
  for (const [path, canonical] of cases) {
    test(`${path} is canonical at ${canonical}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(absoluteUrl(canonical));
    });
  }
});
