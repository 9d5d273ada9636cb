import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * How long a navigation waits for React; a page that never hydrates goes on after it. A test that must act on a hydrated control waits
 * for that control itself (e2e/support/sandbox.ts).
 */
const hydrationTimeoutMs = 10_000;

/**
 * Waits until the page is hydrated, or gives up quietly: the test's own assertions judge. The app
 * marks it itself: a client leaf of the root layout sets `data-hydrated` on <html> once React has
 * hydrated the tree around it. A document with none of the app's scripts (a feed, a JSON answer,
 * a page whose scripts were held back) has nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.documentElement.hasAttribute('data-hydrated') || document.contentType !== 'text/html' || !document.querySelector('script[src*="/_next/"]'),
      undefined,
      { timeout: hydrationTimeoutMs },
    )
    .catch(() => undefined);
}

/**
 * Playwright's test, whose page waits for hydration after each goto and reload when JavaScript is
 * on. A page paints before its scripts load (they are added after the first frame), so the load
 * event no longer means the controls answer; a visitor's first tap may come before them, and the
 * specs that hold the scripts back on purpose say what happens then. A test whose page must not
 * hydrate says so with `test.use({ waitsForHydration: false })` rather than wait out the limit.
 */
export const test = base.extend<{ waitsForHydration: boolean }>({
  waitsForHydration: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitsForHydration }, provide) => {
    if (javaScriptEnabled && waitsForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});
