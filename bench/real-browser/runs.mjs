// The real-browser run: every page loaded `runs` times per network profile, the bare reference
// page interleaved with the routes (reference, route 1, route 2, …, then again), so that each
// sees the machine as the others do; then the median of each figure and its ratio to the bare
// page's median from the same run.
import { median } from '../lighthouse/runs.mjs';
import { measureLoad } from './load.mjs';
import { networkProfiles } from './profiles.mjs';

const timings = /** @type {const} */ (['fcpMs', 'lcpMs', 'hydratedMs']);

/**
 * @typedef {{ fcpMs: number | null, lcpMs: number | null, hydratedMs: number | null }} LoadFigures
 * @typedef {{ runs: LoadFigures[], fcpMs: number | null, lcpMs: number | null, hydratedMs: number | null }} PageSummary
 */

/**
 * Medians of a page's loads.
 * @param {LoadFigures[]} runs
 * @returns {PageSummary}
 */
export function summarizeLoads(runs) {
  return { runs, ...Object.fromEntries(timings.map((name) => [name, median(runs.map((run) => run[name]))])) };
}

/**
 * A route's medians over the bare page's; null where either is missing.
 * @param {PageSummary} route
 * @param {PageSummary} reference
 */
export function ratiosToReference(route, reference) {
  const ratio = (name) =>
    typeof route[name] === 'number' && typeof reference[name] === 'number' && reference[name] > 0 ? route[name] / reference[name] : null;
  return { lcpRatio: ratio('lcpMs'), hydratedRatio: ratio('hydratedMs'), fcpRatio: ratio('fcpMs') };
}

/**
 * The order of the loads of one profile: a warm-up load of each page first (discarded: a fresh
 * server compiles and caches on its first requests), then `runs` rounds of every page, the
 * reference first in each round.
 * @param {string[]} pages the reference first
 * @param {number} runs
 */
export function loadOrder(pages, runs) {
  const rounds = Array.from({ length: runs }, (_, round) => pages.map((page) => ({ page, round })));
  return [...pages.map((page) => ({ page, round: -1 })), ...rounds.flat()];
}

/**
 * Runs every profile on the reference and the routes.
 * @param {{ browser: import('playwright-core').Browser, referenceUrl: string, origin: string, routes: string[], runs: number, profiles: import('./profiles.mjs').ProfileName[], log?: (line: string) => void }} options
 * @returns {Promise<Record<string, { reference: PageSummary, routes: Record<string, PageSummary & ReturnType<typeof ratiosToReference>> }>>}
 */
export async function measureRealBrowser({ browser, referenceUrl, origin, routes, runs, profiles, log = console.log }) {
  const results = {};
  const referenceKey = '';
  for (const profile of profiles) {
    const loads = new Map([referenceKey, ...routes].map((page) => [page, []]));
    const started = Date.now();
    for (const { page, round } of loadOrder([referenceKey, ...routes], runs)) {
      const figures = await measureLoad(browser, { url: page === referenceKey ? referenceUrl : `${origin}${page}`, profile });
      if (round >= 0) loads.get(page)?.push(figures);
    }
    const reference = summarizeLoads(loads.get(referenceKey) ?? []);
    const routeResults = Object.fromEntries(
      routes.map((route) => {
        const summary = summarizeLoads(loads.get(route) ?? []);
        return [route, { ...summary, ...ratiosToReference(summary, reference) }];
      }),
    );
    results[profile] = { reference, routes: routeResults };
    log(
      `  real browser, ${networkProfiles[profile].label}: ${routes.length} routes and the bare page, ${runs} runs each, in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  return results;
}
