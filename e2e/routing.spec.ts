import { expect, test } from '@playwright/test';
import type { APIResponse } from '@playwright/test';

/** The path and query a redirect points to, whatever origin it is written with. */
function locationOf(response: APIResponse): string {
  const url = new URL(response.headers()['location'] ?? '', 'http://site.invalid');
  return url.pathname + url.search;
}

// Request-level: what a crawler or a bookmark gets, before any browser rendering.
test.describe('routing table @once', () => {
  const redirects: [string, number, string][] = [
    ['/', 308, '/ke'],
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
  ];

  for (const [path, status, location] of redirects) {
    test(`${path} answers ${status} to ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(locationOf(response)).toBe(location);
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
