import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { blogPosts, swahiliBlogPosts } from './routes';

/** Waits until the service worker controls the page and holds `path` in one of its caches. */
export async function whenKept(page: Page, path: string) {
  // Polled from here: waitForFunction would take the promise an async check returns for true.
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          if (!navigator.serviceWorker.controller) return false;
          for (const name of await caches.keys()) {
            if (await (await caches.open(name)).match(wanted, { ignoreVary: true })) return true;
          }
          return false;
        }, path),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Every address the worker's caches hold, with the method of its request. */
export function cachedRequests(page: Page): Promise<{ cache: string; method: string; url: string }[]> {
  return page.evaluate(async () => {
    const found: { cache: string; method: string; url: string }[] = [];
    for (const cache of await caches.keys()) {
      for (const request of await (await caches.open(cache)).keys()) found.push({ cache, method: request.method, url: request.url });
    }
    return found;
  });
}

/** Any published article, in whichever language the site has one: the blog is never empty. */
export function anyArticle(): { path: string; title: string } {
  const english = blogPosts[0];
  if (english) return { path: `/ke/blog/${english.slug}`, title: english.title };
  const swahili = swahiliBlogPosts[0];
  if (swahili) return { path: `/ke/sw/blog/${swahili.slug}`, title: swahili.title };
  throw new Error('no published article to read');
}
