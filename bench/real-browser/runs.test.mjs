import assert from 'node:assert/strict';
import { test } from 'node:test';
import { networkConditions } from './profiles.mjs';
import { loadOrder, ratiosToReference, summarizeLoads } from './runs.mjs';

test("the profiles are Lighthouse's devtools constants: Slow 4G, and 3G at 1,125 ms and 630 kbps", () => {
  // Throughput in bytes per second, as the DevTools protocol takes it (1 kbps = 1024 / 8 bytes).
  const rounded = (conditions) =>
    Object.fromEntries(Object.entries(conditions).map(([key, value]) => [key, typeof value === 'number' ? Math.round(value) : value]));
  assert.deepEqual(rounded(networkConditions('slow-4g')), { offline: false, latency: 563, downloadThroughput: 188744, uploadThroughput: 86400 });
  assert.deepEqual(rounded(networkConditions('3g')), { offline: false, latency: 1125, downloadThroughput: 80640, uploadThroughput: 80640 });
});

test('the reference is interleaved with the routes, after one discarded warm-up load of each page', () => {
  assert.deepEqual(
    loadOrder(['', '/ke', '/ke/airtime'], 2).map(({ page, round }) => `${round}:${page}`),
    ['-1:', '-1:/ke', '-1:/ke/airtime', '0:', '0:/ke', '0:/ke/airtime', '1:', '1:/ke', '1:/ke/airtime'],
  );
});

test("each figure is the median of the page's loads, and the ratios divide by the bare page's medians", () => {
  const reference = summarizeLoads([
    { fcpMs: 700, lcpMs: 700, hydratedMs: 2000 },
    { fcpMs: 600, lcpMs: 650, hydratedMs: 2200 },
    { fcpMs: 800, lcpMs: 800, hydratedMs: 2100 },
  ]);
  assert.deepEqual({ fcpMs: reference.fcpMs, lcpMs: reference.lcpMs, hydratedMs: reference.hydratedMs }, { fcpMs: 700, lcpMs: 700, hydratedMs: 2100 });
  const route = summarizeLoads([
    { fcpMs: 770, lcpMs: 910, hydratedMs: 2520 },
    { fcpMs: 760, lcpMs: null, hydratedMs: null },
  ]);
  assert.deepEqual(ratiosToReference(route, reference), { fcpRatio: 765 / 700, lcpRatio: 1.3, hydratedRatio: 1.2 });
  assert.deepEqual(ratiosToReference(summarizeLoads([]), reference), { fcpRatio: null, lcpRatio: null, hydratedRatio: null });
});

test('the repeat visit is judged by its median LCP over the first visit’s', async () => {
  const { summarizeRepeatVisits, repeatVisitRoutes } = await import('./repeat-visit.mjs');
  const run = (first, repeat) => ({ first: { lcpMs: first, fcpMs: first }, repeat: { lcpMs: repeat, fcpMs: repeat } });
  const summary = summarizeRepeatVisits([run(1400, 300), run(1500, 900), run(1300, 400)]);
  assert.equal(summary.firstLcpMs, 1400);
  assert.equal(summary.repeatLcpMs, 400);
  assert.equal(summary.lcpRatio, 400 / 1400);
  assert.equal(summarizeRepeatVisits([run(null, 300)]).lcpRatio, null);
  assert.deepEqual(
    repeatVisitRoutes(['/ke', '/ke/about', '/ke/blog/unknown-slug', '/ke/blog/first', '/ke/developers/api/payouts', '/ke/developers/api/payouts.md']),
    ['/ke', '/ke/blog/first', '/ke/developers/api/payouts'],
  );
});
