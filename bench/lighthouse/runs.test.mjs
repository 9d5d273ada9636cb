import assert from 'node:assert/strict';
import { test } from 'node:test';
import { combineRuns, lcpElement, measureRuns, observedRace } from './runs.mjs';

const origin = 'http://127.0.0.1:4000';

/** A Lighthouse result with only what observedRace reads: request times count from 5 ms after the time origin. */
function resultWith({ lcpMs, scriptEndsMs }) {
  return {
    audits: {
      metrics: {
        details: {
          items: [
            {
              observedTimeOriginTs: 1_000_000,
              observedFirstContentfulPaint: lcpMs === undefined ? undefined : lcpMs - 10,
              observedLargestContentfulPaint: lcpMs,
            },
          ],
        },
      },
      'network-requests': {
        details: {
          debugData: { networkStartTimeTs: 1_005_000 },
          items: [
            { url: `${origin}/ke`, resourceType: 'Document', networkEndTime: 1 },
            { url: `${origin}/_next/static/chunks/app.css`, resourceType: 'Stylesheet', networkEndTime: 2 },
            ...scriptEndsMs.map((end, index) => ({ url: `${origin}/_next/static/chunks/${index}.js`, resourceType: 'Script', networkEndTime: end })),
            { url: 'https://elsewhere.example/tag.js', resourceType: 'Script', networkEndTime: 1 },
          ],
        },
      },
    },
  };
}

test('counts our scripts that had downloaded by the observed LCP, on the same clock', () => {
  // 90 + 5 and 115 + 5 ms are before the paint at 120 ms; 116 + 5 is after it.
  assert.deepEqual(observedRace(resultWith({ lcpMs: 120, scriptEndsMs: [90, 115, 116] }), origin), {
    observedFcpMs: 110,
    observedLcpMs: 120,
    scripts: 3,
    scriptsBeforeLcp: 2,
  });
});

test('says nothing of the race when the run has no LCP', () => {
  const race = observedRace(resultWith({ lcpMs: undefined, scriptEndsMs: [90] }), origin);
  assert.equal(race.scriptsBeforeLcp, null);
  assert.equal(race.observedLcpMs, null);
});

/** A stand-in for the lighthouse package: answers with `results` in turn and counts the calls. */
function lighthouseAnswering(...results) {
  const stand = async () => ({ lhr: results[Math.min(stand.calls++, results.length - 1)] });
  stand.calls = 0;
  return stand;
}
const recorded = { categories: { performance: { score: 0.99, auditRefs: [] } }, audits: { 'largest-contentful-paint': { numericValue: 1500 } } };
const lostTrace = { categories: {}, audits: {}, runtimeError: { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace (NO_NAVSTART)' } };
const options = { url: `${origin}/ke`, origin, chromePort: 9222, runs: 1, throttling: 'devtools' };

test('a run Lighthouse failed to record is run again, and the figures come from the recorded one', async () => {
  const runLighthouse = lighthouseAnswering(lostTrace, recorded);
  const { figures } = await measureRuns({ ...options, runLighthouse });
  assert.equal(runLighthouse.calls, 2);
  assert.equal(figures.lcpMs, 1500);
  assert.equal(figures.performance, 99);
  assert.deepEqual(figures.errors, []);
  assert.deepEqual(figures.retried, [lostTrace.runtimeError.message]);
});

test('an error that persists is reported after three attempts', async () => {
  const runLighthouse = lighthouseAnswering(lostTrace);
  const { figures } = await measureRuns({ ...options, runs: 2, runLighthouse });
  assert.equal(runLighthouse.calls, 6);
  assert.deepEqual(figures.errors, [lostTrace.runtimeError.message]);
  assert.equal(figures.lcpMs, null);
});

/** A recorded run with only the figures combineRuns reads. */
function runWith(lcpMs, extra = {}) {
  return { lcpMs, performance: 100, failing: [], runtimeError: null, lcpElement: null, ...extra };
}

test('runs of separate measurements of one page combine into one median', async () => {
  const combined = combineRuns([runWith(900), runWith(1000), runWith(2000, { failing: ['seo: meta-description'] })], ['NO_NAVSTART']);
  assert.equal(combined.lcpMs, 1000);
  assert.equal(combined.runs.length, 3);
  assert.deepEqual(combined.failing, ['seo: meta-description']);
  assert.deepEqual(combined.retried, ['NO_NAVSTART']);
});

test("names the page's largest contentful element from Lighthouse's audit", () => {
  const node = { type: 'node', selector: 'main > section > div > h1#home-title', snippet: '<h1 id="home-title" class="mt-3">' };
  const lhr = {
    audits: {
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node }] },
            { type: 'table', items: [{ phase: 'TTFB' }] },
          ],
        },
      },
    },
  };
  assert.deepEqual(lcpElement(lhr), { selector: node.selector, snippet: node.snippet });
  assert.equal(lcpElement({ audits: {} }), null);
});
