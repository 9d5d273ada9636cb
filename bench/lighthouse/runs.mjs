// The figures of Lighthouse runs: what one run measured, and the median of several. Pure code
// (the Lighthouse package is passed in), so `npm test` checks it without the bench package.
const categories = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

const resourceKinds = { Script: 'script', Stylesheet: 'stylesheet', Font: 'font', Image: 'image' };

/**
 * The figures of one run.
 * @param {import('lighthouse').Result} lhr
 * @param {string} origin to tell our requests from another host's
 */
export function summarizeRun(lhr, origin) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  /** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const loaded = requests.flatMap((request) => {
    const kind = resourceKinds[request.resourceType ?? ''];
    if (!kind) return [];
    const url = request.url.startsWith(origin) ? request.url.slice(origin.length) : request.url;
    return [{ url, kind, transferBytes: request.transferSize }];
  });
  // The audits that cost a category points, to name a miss rather than only count it.
  const failing = categories
    .slice(1)
    .flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}: ${ref.id}`),
    );
  return {
    ...observedRace(lhr, origin),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    requests: requests.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    loaded,
    failing,
    lcpElement: lcpElement(lhr),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * The page's largest contentful element, as Lighthouse names it: its CSS selector and the start
 * of its markup (null when the run has none).
 * @param {import('lighthouse').Result} lhr
 */
export function lcpElement(lhr) {
  /** @type {{ type?: string, items?: { node?: { selector?: string, snippet?: string } }[] }[]} */
  const parts = lhr.audits?.['largest-contentful-paint-element']?.details?.items ?? [];
  const node = parts.flatMap((part) => part.items ?? []).find((item) => item.node)?.node;
  if (!node) return null;
  return { selector: node.selector ?? '', snippet: (node.snippet ?? '').slice(0, 160) };
}

/**
 * The load Lighthouse observed (at full speed under simulated throttling, slowed under devtools
 * throttling): its FCP and LCP, and how many of our scripts had downloaded by that LCP,
 * `scriptsBeforeLcp` of `scripts`. Simulated LCP waits for each of those (docs/performance.md).
 * @param {import('lighthouse').Result} lhr
 * @param {string} origin
 */
export function observedRace(lhr, origin) {
  const timings = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const network = lhr.audits['network-requests']?.details;
  /** @type {{ url: string, resourceType?: string, networkEndTime?: number }[]} */
  const requests = network?.items ?? [];
  // Request times count from the first request; the metrics from the navigation's time origin.
  const offsetMs = (network?.debugData?.networkStartTimeTs - timings.observedTimeOriginTs) / 1000;
  const scriptEnds = requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
    .map((request) => request.networkEndTime + offsetMs);
  const lcp = timings.observedLargestContentfulPaint;
  const known = Number.isFinite(lcp) && scriptEnds.every(Number.isFinite);
  return {
    observedFcpMs: timings.observedFirstContentfulPaint ?? null,
    observedLcpMs: lcp ?? null,
    scripts: scriptEnds.length,
    scriptsBeforeLcp: known ? scriptEnds.filter((end) => end <= lcp).length : null,
  };
}

/** @typedef {ReturnType<typeof summarizeRun>} RunSummary */

/** Median of the numbers present (null when none). */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const medianKeys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'requests',
  'benchmarkIndex',
  'observedFcpMs',
  'observedLcpMs',
  'scripts',
  'scriptsBeforeLcp',
];

/**
 * A run in which Lighthouse itself failed to record the load (its `runtimeError`, e.g. NO_NAVSTART:
 * the trace lost the navigation) measures nothing of the page: it is run again, up to this many
 * times. An error that persists is reported as a miss.
 */
const attemptsPerRun = 3;

/**
 * Runs Lighthouse `runs` times on `url` and keeps the median of each figure separately.
 * `throttling` 'simulate' (what PageSpeed Insights reports) loads at full speed and models the
 * slow load afterwards; its LCP waits for every request that finished, and every script that
 * ran, before the paint it observed. 'devtools' slows the real load instead.
 * `runLighthouse` is the npm package's entry point (lighthouse.mjs passes it); a test passes a stand-in.
 * @param {{ url: string, origin: string, chromePort: number, runs: number, throttling: 'devtools' | 'simulate', runLighthouse: (url: string, flags: object) => Promise<{ lhr: any } | undefined> }} options
 */
export async function measureRuns({ url, origin, chromePort, runs, throttling, runLighthouse }) {
  const flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...categories], throttlingMethod: throttling };
  const attempt = async () => {
    const result = await runLighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarizeRun(result.lhr, origin);
  };
  /** @type {RunSummary[]} */
  const summaries = [];
  /** Lighthouse's errors on the attempts that were run again. */
  const retried = [];
  for (let run = 0; run < runs; run += 1) {
    let summary = await attempt();
    for (let again = 1; summary.runtimeError && again < attemptsPerRun; again += 1) {
      retried.push(summary.runtimeError);
      summary = await attempt();
    }
    summaries.push(summary);
  }
  return {
    figures: combineRuns(
      summaries.map(({ loaded: _loaded, ...run }) => run),
      retried,
    ),
    // The same resources load on every run (only their timing differs): the first run names them.
    loaded: summaries[0]?.loaded ?? [],
  };
}

/**
 * The median of each figure over `runs`, the audits that failed in any of them, Lighthouse's
 * errors, and the runs themselves. Also merges the runs of separate measurements of one page.
 * @param {Omit<RunSummary, 'loaded'>[]} runs
 * @param {string[]} retried
 */
export function combineRuns(runs, retried = []) {
  const medians = Object.fromEntries(medianKeys.map((key) => [key, median(runs.map((run) => run[key]))]));
  return {
    ...medians,
    // The element of the first recorded run (it is the same element in every run of a page).
    lcpElement: runs.find((run) => run.lcpElement)?.lcpElement ?? null,
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    errors: [...new Set(runs.flatMap((run) => (run.runtimeError ? [run.runtimeError] : [])))],
    retried,
    runs,
  };
}
