import { createServer } from 'node:http';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { anyArticle, cachedRequests, whenKept } from './support/service-worker';
import { apiDocs } from '@/lib/api-docs/catalogue';
import { apiDocIds } from '@/lib/api-docs/ids';
import * as englishOffline from '@/lib/content/offline';
import * as swahiliOffline from '@/lib/content/sw/offline';
import { fill } from '@/lib/fill';
import * as englishSearch from '@/lib/content/search';
import { searchIndexHref } from '@/lib/search/index-address';
import { expectNoAxeViolations } from './support/axe';
import { expectedHits, searchField } from './support/search';

// The phone keeps what it has read: the service worker (lib/offline/service-worker.ts) in
// Chromium, the connection cut with context.setOffline. Every other spec blocks service
// workers (playwright.config.ts), so that it sees the network as a first visit does.
test.use({ serviceWorkers: 'allow' });

async function offline(context: BrowserContext) {
  await context.setOffline(true);
}

test.describe('the phone keeps what it has read @desktop-only', () => {
  test('an article read before opens offline, hydrated with its own scripts', async ({ page, context }) => {
    const article = anyArticle();
    const { path } = article;
    await page.goto(path);
    await whenKept(page, path);
    await offline(context);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });

  test('a page not read shows the offline page in English', async ({ page, context }) => {
    await page.goto('/ke');
    await whenKept(page, '/ke/offline');
    await offline(context);
    await page.goto('/ke/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishOffline.offlinePageCopy.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: englishOffline.offlinePageCopy.homeLink })).toHaveAttribute('href', '/ke');
    // The page read before still opens.
    await page.goto('/ke');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishOffline.offlinePageCopy.title);
  });

  test('a page not read shows the offline page in Kiswahili at a Kiswahili address', async ({ page, context }) => {
    await page.goto('/ke/sw');
    await whenKept(page, '/ke/sw/offline');
    await offline(context);
    await page.goto('/ke/sw/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(swahiliOffline.offlinePageCopy.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });

  test('the offline page is never indexed, and is accessible in both languages', async ({ page }) => {
    for (const path of ['/ke/offline', '/ke/sw/offline']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
    }
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/offline');
  });

  test('route handler answers and posts are never kept', async ({ page }) => {
    await page.goto('/ke/developers');
    await whenKept(page, '/ke/developers');
    // A route handler read, a form posted to one, and a post to a page's own address.
    const statuses = await page.evaluate(async () => {
      const answers = await Promise.all([
        fetch('/api/health/live'),
        fetch('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
        fetch('/ke/developers', { method: 'POST', body: 'x=1' }),
      ]);
      return answers.map((answer) => answer.status);
    });
    expect(statuses[0]).toBe(200);
    await page.goto('/ke/developers/testing');
    const cached = await cachedRequests(page);
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((entry) => new URL(entry.url).pathname.startsWith('/api'))).toEqual([]);
    expect(cached.filter((entry) => entry.method !== 'GET')).toEqual([]);
  });

  test('search results are never kept: a shared phone shows nobody the searches made before', async ({ page, context }) => {
    // The first page of the visit is a search (the page asks the new worker to keep it), then
    // another search from its form once the worker is in charge, then a page read as usual.
    await page.goto('/ke/search?q=mpesa');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
    await page.getByRole('main').getByRole('searchbox', { name: englishSearch.searchPageCopy.heading }).fill('paybill');
    await page.getByRole('main').getByRole('searchbox', { name: englishSearch.searchPageCopy.heading }).press('Enter');
    await expect(page).toHaveURL(/\/ke\/search\?q=paybill$/);
    await page.goto('/ke/about');
    await whenKept(page, '/ke/about');
    const kept = (await cachedRequests(page)).map((entry) => new URL(entry.url));
    expect(kept.filter((url) => url.pathname.endsWith('/search') || url.search.includes('q='))).toEqual([]);
    // Offline, the search is not there to be read again.
    await offline(context);
    await page.goto('/ke/search?q=mpesa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishOffline.offlinePageCopy.title);
  });

  test('keep for offline makes the API reference open offline, pages not read included', async ({ page, context }) => {
    const words = englishOffline.keepForOfflineCopy;
    await page.goto('/ke/developers');
    await page.getByRole('button', { name: words.keepReference }).click();
    // The landing page and every API page.
    await expect(page.getByRole('status').filter({ hasText: fill(words.kept, { count: apiDocIds.length + 1 }) })).toBeVisible({ timeout: 30_000 });
    await offline(context);
    const unread = apiDocIds[apiDocIds.length - 1];
    if (!unread) throw new Error('no API page');
    await page.goto(`/ke/developers/api/${unread}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apiDocs[unread].name);
  });

  test('the keep button on an API page says it kept the page, in a status line', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-stk-query');
    await page.getByRole('button', { name: englishOffline.keepForOfflineCopy.keepPage }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(englishOffline.keepForOfflineCopy.kept, { count: 1 }) })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('search works offline over what the phone kept: results of pages not kept come last, marked', async ({ page, context, request }) => {
    const query = 'mpesa';
    const expected = await expectedHits(request, 'en', query);
    // A page among the results, read (so kept) before the connection goes.
    const read = expected.map((hit) => hit.url.split('#')[0] ?? '').find((path) => path !== '/ke');
    if (!read) throw new Error(`no result of "${query}" besides the home`);
    await page.goto(read);
    await whenKept(page, read);
    // The first search, online, fetches the index, which the worker keeps.
    await searchField(page).focus();
    await page.keyboard.type(query);
    await expect(page.getByRole('option').first()).toBeVisible();
    await whenKept(page, searchIndexHref('en'));
    await offline(context);
    await page.goto(read);
    await searchField(page).focus();
    await page.keyboard.type(query);
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const notKept = englishSearch.searchBoxWords.notKept;
    // The kept page comes first, unmarked; every marked one comes after every unmarked one.
    await expect(options.first()).not.toContainText(notKept);
    const marked = await options.evaluateAll((items, words) => items.map((item) => (item.textContent ?? '').includes(words)), notKept);
    expect(marked.indexOf(true)).toBeGreaterThan(0);
    expect(marked.slice(marked.indexOf(true))).not.toContain(false);
  });

  test('a deploy: the next build’s worker takes over at once, the old build’s caches go, pages kept for offline stay', async ({ page, baseURL }) => {
    const front = await frontDoor(baseURL ?? '');
    const kept = '/ke/developers/api/payouts';
    try {
      await page.goto(`${front.origin}${kept}`);
      await page.getByRole('button', { name: englishOffline.keepForOfflineCopy.keepPage }).click();
      await expect(page.getByRole('status').filter({ hasText: fill(englishOffline.keepForOfflineCopy.kept, { count: 1 }) })).toBeVisible({ timeout: 30_000 });
      const cacheNames = () => page.evaluate(() => caches.keys());
      const oldBuild = (await cacheNames()).find((name) => name.startsWith('kilele-offline-'))?.slice('kilele-offline-'.length);
      if (!oldBuild) throw new Error('no offline cache');
      // The next build's worker: the same file with another build id, as a deploy serves it.
      front.deploy(oldBuild, 'next-build');
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await expect.poll(cacheNames, { timeout: 20_000 }).toContain('kilele-offline-next-build');
      // Once active, the new worker has deleted the old build's caches, all but the kept pages.
      await expect.poll(async () => (await cacheNames()).filter((name) => name.endsWith(oldBuild)), { timeout: 20_000 }).toEqual([`kilele-kept-${oldBuild}`]);
      // The open tab is now the new worker's, and pages still open through it.
      await page.goto(`${front.origin}/ke/about`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishOffline.offlinePageCopy.title);
      await expect.poll(async () => (await cacheNames()).filter((name) => name.endsWith(oldBuild)), { timeout: 20_000 }).toEqual([]);
      await expect.poll(cacheNames).toContain('kilele-pages-next-build');
      // The page kept for offline was fetched again for the new build.
      const keptAgain = await page.evaluate(async (path) => Boolean(await (await caches.open('kilele-kept-next-build')).match(path)), kept);
      expect(keptAgain).toBe(true);
    } finally {
      await front.close();
    }
  });
});

/**
 * A front door of the test's own before the server under test, whose service worker can be
 * swapped for the next build's (`deploy`): the worker's file with its build id replaced.
 */
async function frontDoor(upstream: string) {
  let deployed: { from: string; to: string } | null = null;
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream), { method: request.method, redirect: 'manual' });
      let body = Buffer.from(await answer.arrayBuffer());
      if (deployed && request.url?.startsWith('/sw.js')) body = Buffer.from(body.toString('utf8').replaceAll(deployed.from, deployed.to));
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)));
      response.writeHead(answer.status, headers).end(body);
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the front door has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    deploy(from: string, to: string) {
      deployed = { from, to };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
