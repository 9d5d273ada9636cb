import { expect, test } from './support/test';
import type { APIResponse } from '@playwright/test';

/** The path and query a redirect points to, whatever origin it is written with. */
function locationOf(response: APIResponse): string {
  const url = new URL(response.headers()['location'] ?? '', 'http://site.invalid');
  return url.pathname + url.search;
}

// Request-level: what a crawler or a bookmark gets, before any browser rendering.
test.describe('routing table @once', () => {
  const redirects: [string, number, string][] = [
    ['/', 307, '/ke'],
    ['/about', 308, '/ke/about'],
    ['/developers', 308, '/ke/developers'],
    ['/blog', 308, '/ke/blog'],
    ['/demo', 308, '/ke/demo'],
    ['/airtime', 308, '/ke/airtime'],
    ['/products', 308, '/ke/products'],
    ['/blog?category=Regulatory', 308, '/ke/blog?category=Regulatory'],
    ['/no-such-page', 307, '/ke'],
    ['/ke/no-such-page', 307, '/ke'],
    ['/wp-login', 307, '/ke'],
    ['/developers/api/payouts.md', 308, '/ke/developers/api/payouts.md'],
  ];

  for (const [path, status, location] of redirects) {
    test(`${path} answers ${status} to ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(locationOf(response)).toBe(location);
    });
  }

  // A dot makes no path a file: only real files are served as they are; a missing one answers
  // 404 with a page that says so in the language of its address.
  for (const [path, lang, title] of [
    ['/wp-login.php', 'en', 'Page not found'],
    ['/ke/foo.html', 'en', 'Page not found'],
    ['/ke/about.php', 'en', 'Page not found'],
    ['/images/no-such-image.png', 'en', 'Page not found'],
    ['/ke/sw/ripoti.pdf', 'sw', 'Ukurasa haukupatikana'],
  ] as const) {
    test(`${path} answers 404 in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  for (const path of ['/ke', '/ke/about', '/ke/products', '/ke/product/payment-infrastructure', '/ke/developers', '/ke/blog', '/ke/demo', '/ke/airtime']) {
    test(`${path} is a page (200)`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
    });
  }

  for (const [path, country] of [
    ['/ug', 'Uganda'],
    ['/tz', 'Tanzania'],
    ['/ug/about', 'Uganda'],
    ['/tz/blog/x', 'Tanzania'],
    ['/ug/developers/api/mpesa-stk-push', 'Uganda'],
  ] as const) {
    test(`${path} shows the ${country} coming-soon page with 200`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(country);
    });
  }

  for (const [path, type] of [
    ['/images/logo.svg', 'image/svg+xml'],
    ['/sitemap.xml', 'xml'],
    ['/robots.txt', 'text/plain'],
    ['/blog/rss.xml', 'application/rss+xml'],
    ['/openapi.json', 'application/json'],
    ['/llms.txt', 'text/plain'],
    ['/llms-full.txt', 'text/plain'],
    ['/ke/developers/api/mpesa-stk-push.md', 'text/markdown'],
  ] as const) {
    test(`${path} is served as a file (200, ${type})`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
    });
  }

  test('the icon and the share images are served', async ({ request }) => {
    const html = await (await request.get('/ke')).text();
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const url of [icon, image]) {
      const response = await request.get(new URL(url, 'http://site.invalid').pathname, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
    }
  });

  test('an unknown article with a dot shows the first article with 200', async ({ request }) => {
    const response = await request.get('/ke/blog/post.html', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toMatch(/<link rel="canonical" href="[^"]+\/ke\/blog\/[a-z0-9-]+"/);
  });

  test('an unknown API id shows the STK push page with 200', async ({ request }) => {
    const response = await request.get('/ke/developers/api/no-such-api', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('mpesa-stk-push');
  });

  test('no X-Powered-By header', async ({ request }) => {
    const response = await request.get('/ke');
    expect(response.headers()['x-powered-by']).toBeUndefined();
  });
});

// On a market that is not live yet, the header and footer lead to the Kenyan pages: only
// the logo (and the country switcher) stay on that market's home.
for (const country of ['ug', 'tz'] as const) {
  test(`/${country}: every header and footer link leads to a page that exists @desktop-only`, async ({ page, request }) => {
    await page.goto(`/${country}`);
    const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of new Set(hrefs)) {
      const path = href.split('#')[0] ?? '';
      if (path === `/${country}`) {
        expect(href, 'a section of a coming-soon home does not exist').toBe(path);
        continue;
      }
      // The language switcher goes through /api/language, which remembers the choice and
      // sends the visitor on to this market's page in the other language.
      if (path.startsWith('/api/language')) {
        const switched = await request.get(href, { maxRedirects: 0 });
        expect(switched.status(), href).toBe(303);
        expect(switched.headers().location, href).toBe(`/${country}/sw`);
        continue;
      }
      expect(path.startsWith(`/${country}/`), href).toBe(false);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
    await expect(page.locator('header').getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', `/${country}`);
  });
}
