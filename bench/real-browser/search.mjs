// The search mode of the real-browser run (`npm run bench -- --search`): a visitor on a phone,
// cold cache, slowed as the first-visit run is, taps the header's search field as soon as the
// page is hydrated and types at once. The figure is the time from the first key press in the
// field to the first results on screen: the popup's code, its words and the index of the page's
// language all load after the tap, so the figure holds the whole cost of search's first use.
import { median } from '../lighthouse/runs.mjs';
import { loadTimeoutMs, openColdPage } from './load.mjs';
import { networkProfiles } from './profiles.mjs';

/** What the visitor types in each language, one key every 120 ms (a thumb on a phone keyboard). */
export const searchQueries = { '/ke': 'mpesa', '/ke/sw': 'malipo' };
const keyDelayMs = 120;

/** Set in the page before the tap: the first key press and the first result shown, in ms since navigation started. */
function watchFirstResults() {
  const timing = { keyMs: null, shownMs: null };
  Object.defineProperty(window, '__searchTiming', { value: timing });
  const field = document.querySelector('header input[name="q"]');
  field?.addEventListener('keydown', () => (timing.keyMs ??= performance.now()), { capture: true });
  const check = () => {
    const option = document.querySelector('[role="listbox"]:not([hidden]) [role="option"]');
    if (option && timing.shownMs === null) requestAnimationFrame(() => (timing.shownMs ??= performance.now()));
  };
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
}

/**
 * One cold load of `url`, then the first search on it.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, query: string, profile: import('./profiles.mjs').ProfileName }} options
 */
export async function measureFirstSearch(browser, { url, query, profile }) {
  const { context, page } = await openColdPage(browser, { url, profile });
  try {
    await page.evaluate(watchFirstResults);
    const field = page.locator('header input[name="q"]');
    await field.tap();
    await page.keyboard.type(query, { delay: keyDelayMs });
    await page.waitForFunction(() => window.__searchTiming.shownMs !== null, undefined, { timeout: loadTimeoutMs });
    const { keyMs, shownMs } = await page.evaluate(() => window.__searchTiming);
    const indexBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/search-index/'))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    return { keyToResultsMs: shownMs - keyMs, indexTransferBytes: indexBytes };
  } finally {
    await context.close();
  }
}

/**
 * Every profile, each language's home, `runs` times each; the medians.
 * @param {{ browser: import('playwright-core').Browser, origin: string, runs: number, profiles: import('./profiles.mjs').ProfileName[], log?: (line: string) => void }} options
 */
export async function measureFirstSearches({ browser, origin, runs, profiles, log = console.log }) {
  const results = {};
  for (const profile of profiles) {
    results[profile] = {};
    for (const [route, query] of Object.entries(searchQueries)) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await measureFirstSearch(browser, { url: `${origin}${route}`, query, profile }));
      results[profile][route] = {
        query,
        runs: loads,
        keyToResultsMs: median(loads.map((load) => load.keyToResultsMs)),
        indexTransferBytes: median(loads.map((load) => load.indexTransferBytes)),
      };
      log(`  ${networkProfiles[profile].label} ${route} "${query}": first key to first results ${Math.round(results[profile][route].keyToResultsMs)} ms`);
    }
  }
  return results;
}

/** The results as a markdown table, one row per profile and page. */
export function formatFirstSearchTable(results) {
  const lines = ['| Profile | Page | Query | First key → first results | Index transferred |', '| --- | --- | --- | --- | --- |'];
  for (const [profile, routes] of Object.entries(results)) {
    for (const [route, summary] of Object.entries(routes)) {
      lines.push(
        `| ${networkProfiles[profile].label} | ${route} | ${summary.query} | ${Math.round(summary.keyToResultsMs)} ms | ${(summary.indexTransferBytes / 1024).toFixed(1)} KB |`,
      );
    }
  }
  return lines.join('\n');
}
