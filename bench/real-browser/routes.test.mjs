import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { realBrowserRoutes } from './routes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The routes a bench run on the site discovers, as lib/routes.ts and the sitemap give them. */
const discovered = [
  '/ke',
  '/ke/sw',
  '/ug',
  '/tz',
  '/ke/about',
  '/ke/products',
  '/ke/product/payment-infrastructure',
  '/ke/developers',
  '/ke/developers/result-codes',
  '/ke/developers/result-codes/1032',
  '/ke/developers/testing',
  '/ke/developers/api/unknown-id',
  '/ke/developers/api/mpesa-stk-push.md',
  '/ke/developers/api/mpesa-stk-push',
  '/ke/blog',
  '/ke/blog/unknown-slug',
  '/ke/blog/first',
  '/ke/demo',
  '/ke/airtime',
  '/ke/legal/privacy',
  '/ke/legal/terms',
];

test('by default the real-browser run loads one page of each template, the products overview and search included', () => {
  assert.deepEqual(realBrowserRoutes(discovered), [
    '/ke',
    '/ke/products',
    '/ke/product/payment-infrastructure',
    '/ke/about',
    '/ke/developers',
    '/ke/developers/api/mpesa-stk-push',
    '/ke/developers/testing',
    '/ke/developers/result-codes',
    '/ke/developers/result-codes/1032',
    '/ke/blog',
    '/ke/blog/first',
    '/ke/airtime',
    '/ke/demo',
    '/ug',
    '/ke/legal/privacy',
    '/ke/search?q=mpesa',
  ]);
});

/** Every page.tsx below the route's market and language: one template each. */
function pageTemplates(dir = join(root, 'app', '[country]', '[lang]')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageTemplates(path);
    return entry.name === 'page.tsx' ? [relative(join(root, 'app', '[country]', '[lang]'), dir)] : [];
  });
}

test('a page template added to the app is in the default routes (or the test says why not)', () => {
  // The 404 page and the offline page are shown in place of another address, never landed on.
  const notLandedOn = new Set(['missing', 'offline']);
  const routes = realBrowserRoutes(discovered);
  const templates = pageTemplates();
  assert.ok(templates.length >= 15, `only ${templates.length} page templates found`);
  for (const template of templates) {
    const segments = template.split(sep).filter((segment) => segment && !/^\(.*\)$/.test(segment));
    const path = segments.join('/');
    if (notLandedOn.has(path)) continue;
    // A market that is not live shows its coming-soon page at its own address.
    const pattern =
      path === 'coming-soon'
        ? /^\/(ug|tz)$/
        : new RegExp(`^/ke${segments.map((segment) => `/${/^\[.+\]$/.test(segment) ? '[^/?]+' : segment}`).join('')}(\\?.*)?$`);
    assert.ok(
      routes.some((route) => pattern.test(route)),
      `app/[country]/[lang]/${template}/page.tsx has no route in the real-browser defaults`,
    );
  }
});
