import assert from 'node:assert/strict';
import { test } from 'node:test';
import { observedRace } from './lighthouse.mjs';

const origin = 'http://127.0.0.1:4000';

/** A Lighthouse result with only what observedRace reads: request times count from 5 ms after the time origin. */
function resultWith({ lcpMs, scriptEndsMs }) {
  return {
    audits: {
      metrics: { details: { items: [{ observedTimeOriginTs: 1_000_000, observedFirstContentfulPaint: lcpMs === undefined ? undefined : lcpMs - 10, observedLargestContentfulPaint: lcpMs }] } },
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
