import type { Browser, BrowserContext } from '@playwright/test';
import { fullBrowserLaunchOptions } from '../../playwright.config';
import { offlinePageCopy } from '@/lib/content/offline';
import * as swahiliOffline from '@/lib/content/sw/offline';
import { expect, test } from '../support/test';
import { anyArticle, whenKept } from '../support/service-worker';
import { bed, publicOrigin } from './support/bed';

// The phone keeps what it has read, on the path a reader takes: the public name through nginx,
// whose front door serves the pages from its cache, the scripts from disk and the worker's own
// file. In production the site is HTTPS; the bed speaks plain HTTP on the public name, so
// Chromium is told to treat that origin as secure, as it treats HTTPS, for the worker to run.
test.use({
  launchOptions: {
    ...fullBrowserLaunchOptions,
    args: [...(fullBrowserLaunchOptions.args ?? []), `--unsafely-treat-insecure-origin-as-secure=${publicOrigin}`],
  },
});

async function reader(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ proxy: { server: bed().front }, serviceWorkers: 'allow' });
}

test('an article read through the front door opens again offline, hydrated with its own scripts', async ({ browser }) => {
  const context = await reader(browser);
  try {
    const page = await context.newPage();
    const article = anyArticle();
    await page.goto(`${publicOrigin}${article.path}`);
    await whenKept(page, article.path);
    await context.setOffline(true);
    await page.goto(`${publicOrigin}${article.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  } finally {
    await context.close();
  }
});

test('offline, a page not read shows the offline page in the language of its address', async ({ browser }) => {
  const context = await reader(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${publicOrigin}/ke/sw`);
    await whenKept(page, '/ke/sw/offline');
    await whenKept(page, '/ke/offline');
    await context.setOffline(true);
    await page.goto(`${publicOrigin}/ke/sw/products`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(swahiliOffline.offlinePageCopy.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page.goto(`${publicOrigin}/ke/products`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlinePageCopy.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The page read before still opens, itself.
    await page.goto(`${publicOrigin}/ke/sw`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(swahiliOffline.offlinePageCopy.title);
  } finally {
    await context.close();
  }
});
