// The repeat-visit mode of the real-browser run (`npm run bench -- --repeat-visit`): a visitor who
// comes back. In one browser profile, slowed as the first-visit run is, a page is loaded once
// (its first visit: the service worker registers after it and keeps the page), then opened again
// in a new tab with the HTTP cache and the worker warm. Both loads' paint timings are kept; the
// figure that matters is the repeat LCP over the first LCP (the target is at most 0.5).
import { median } from '../lighthouse/runs.mjs';
import { loadTimeoutMs, readPaintTimings, settleMs } from './load.mjs';
import { networkProfiles } from './profiles.mjs';
import { cpuThrottling, networkConditions, phone } from './profiles.mjs';

/** The pages of the repeat-visit run: the home, an article and an API reference page. */
export function repeatVisitRoutes(discovered) {
  const article = discovered.find((route) => /^\/ke\/blog\/[^/]+$/.test(route) && route !== '/ke/blog/unknown-slug');
  const apiPage = discovered.find((route) => /^\/ke\/developers\/api\/[^/.]+$/.test(route));
  return ['/ke', ...(article ? [article] : []), ...(apiPage ? [apiPage] : [])];
}

/** Opens `url` in a new tab of `context`, slowed by `profile`, and reads its paint timings once hydrated. */
async function timedLoad(context, url, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(profile));
  await cdp.send('Emulation.setCPUThrottlingRate', cpuThrottling(profile));
  await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
  await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0, undefined, { timeout: loadTimeoutMs });
  await page.waitForTimeout(settleMs);
  return { page, figures: await page.evaluate(readPaintTimings) };
}

/**
 * A returning visitor comes back later, not within the same second: the worker has long finished
 * keeping the page and its scripts. The run leaves it this long once the page is kept.
 */
const betweenVisitsMs = 2_000;

/** Waits until the service worker controls `page` and holds its address in a cache. */
async function whenKept(page) {
  const deadline = Date.now() + loadTimeoutMs;
  // Polled from here: waitForFunction would take the promise an async check returns for true.
  while (Date.now() < deadline) {
    const kept = await page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      for (const name of await caches.keys()) if (await (await caches.open(name)).match(location.pathname, { ignoreVary: true })) return true;
      return false;
    });
    if (kept) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`${page.url()}: the service worker did not keep the page (is /sw.js served?)`);
}

/**
 * One first visit and one repeat visit of `url`, in a fresh browser profile.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, profile: import('./profiles.mjs').ProfileName }} options
 */
export async function measureRepeatVisit(browser, { url, profile }) {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'allow' });
  try {
    const first = await timedLoad(context, url, profile);
    await whenKept(first.page);
    await first.page.waitForTimeout(betweenVisitsMs);
    await first.page.close();
    const repeat = await timedLoad(context, url, profile);
    return { first: first.figures, repeat: repeat.figures };
  } finally {
    await context.close();
  }
}

/**
 * Medians of the first and the repeat visits, and the repeat LCP over the first.
 * @param {{ first: { lcpMs: number | null, fcpMs: number | null }, repeat: { lcpMs: number | null, fcpMs: number | null } }[]} runs
 */
export function summarizeRepeatVisits(runs) {
  const firstLcpMs = median(runs.map((run) => run.first.lcpMs));
  const repeatLcpMs = median(runs.map((run) => run.repeat.lcpMs));
  return {
    runs,
    firstLcpMs,
    repeatLcpMs,
    firstFcpMs: median(runs.map((run) => run.first.fcpMs)),
    repeatFcpMs: median(runs.map((run) => run.repeat.fcpMs)),
    lcpRatio: typeof firstLcpMs === 'number' && typeof repeatLcpMs === 'number' && firstLcpMs > 0 ? repeatLcpMs / firstLcpMs : null,
  };
}

/**
 * Every profile, every route, `runs` times each.
 * @param {{ browser: import('playwright-core').Browser, origin: string, routes: string[], runs: number, profiles: import('./profiles.mjs').ProfileName[], log?: (line: string) => void }} options
 */
export async function measureRepeatVisits({ browser, origin, routes, runs, profiles, log = console.log }) {
  const results = {};
  for (const profile of profiles) {
    results[profile] = {};
    for (const route of routes) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await measureRepeatVisit(browser, { url: `${origin}${route}`, profile }));
      results[profile][route] = summarizeRepeatVisits(loads);
      const { firstLcpMs, repeatLcpMs, lcpRatio } = results[profile][route];
      log(
        `  ${networkProfiles[profile].label} ${route}: LCP first ${Math.round(firstLcpMs ?? NaN)} ms, repeat ${Math.round(repeatLcpMs ?? NaN)} ms (×${lcpRatio?.toFixed(2)})`,
      );
    }
  }
  return results;
}

/** The results as a markdown table, one row per profile and route. */
export function formatRepeatVisitTable(results) {
  const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '–');
  const lines = ['| Profile | Route | First FCP | First LCP | Repeat FCP | Repeat LCP | Repeat / first LCP |', '| --- | --- | --- | --- | --- | --- | --- |'];
  for (const [profile, routes] of Object.entries(results)) {
    for (const [route, summary] of Object.entries(routes)) {
      lines.push(
        `| ${networkProfiles[profile].label} | ${route} | ${ms(summary.firstFcpMs)} | ${ms(summary.firstLcpMs)} | ${ms(summary.repeatFcpMs)} | ${ms(summary.repeatLcpMs)} | ${summary.lcpRatio?.toFixed(2) ?? '–'} |`,
      );
    }
  }
  return lines.join('\n');
}
