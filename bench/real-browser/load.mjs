// One cold load of one page in a real Chromium, slowed by the DevTools protocol, and what the
// visitor got: the first contentful paint, the largest contentful paint, and the moment the page
// was hydrated (the `hydrated` performance mark the app sets once React has hydrated it).
import { cpuThrottling, networkConditions, phone } from './profiles.mjs';

/** How long one throttled load may take before the run is called failed. */
export const loadTimeoutMs = 90_000;
/** After hydration, how long late candidates for the largest paint (an image) may take. */
export const settleMs = 500;

/**
 * A first visit of `url` on the phone: a new browser profile (empty HTTP cache, no open
 * connection, no service worker), slowed by `profile` and the CPU slowdown, loaded until React
 * has hydrated it. The caller closes the context.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, profile: import('./profiles.mjs').ProfileName }} options
 */
export async function openColdPage(browser, { url, profile }) {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', networkConditions(profile));
    await cdp.send('Emulation.setCPUThrottlingRate', cpuThrottling(profile));
    await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
    await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0, undefined, { timeout: loadTimeoutMs });
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Read in the page once it is hydrated: the paint entries and the last largest-contentful-paint
 * candidate, all in ms since navigation started.
 */
export function readPaintTimings() {
  return new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const hydrated = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null;
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const entries = list.getEntries();
      resolve({ fcpMs: fcp, lcpMs: entries.at(-1)?.startTime ?? null, hydratedMs: hydrated });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, profile: import('./profiles.mjs').ProfileName }} options
 * @returns {Promise<{ fcpMs: number | null, lcpMs: number | null, hydratedMs: number | null }>}
 */
export async function measureLoad(browser, { url, profile }) {
  const { context, page } = await openColdPage(browser, { url, profile });
  try {
    await page.waitForTimeout(settleMs);
    return await page.evaluate(readPaintTimings);
  } finally {
    await context.close();
  }
}
