// The real-browser run's Chromium (the system's, as Lighthouse's), driven by Playwright through
// the DevTools protocol, and the routes it loads by default.
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lighthouse/lighthouse.mjs';

/** A headless Chromium; the caller closes it (Playwright ends the process it started). */
export function launchRealBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
  });
}

/**
 * The pages a visitor lands on most, one of each kind: the home, a flow, an article and the
 * developers' hub. The article is the first the site lists (never the fallback of an unknown slug).
 * @param {string[]} discovered every route the bench found
 */
export function realBrowserRoutes(discovered) {
  const article = discovered.find((route) => /^\/ke\/blog\/[^/]+$/.test(route) && route !== '/ke/blog/unknown-slug');
  return ['/ke', '/ke/airtime', ...(article ? [article] : []), '/ke/developers'];
}
