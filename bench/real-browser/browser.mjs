// The real-browser run's Chromium (the system's, as Lighthouse's), driven by Playwright through
// the DevTools protocol, and the routes it loads by default (routes.mjs).
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lighthouse/lighthouse.mjs';

export { realBrowserRoutes } from './routes.mjs';

/** A headless Chromium; the caller closes it (Playwright ends the process it started). */
export function launchRealBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
  });
}
