import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { budgetFor, budgetMisses, loadBudgets } from './budgets.mjs';
import { median } from './lighthouse/runs.mjs';

const budgets = loadBudgets();
const withinEverything = {
  bytes: { js: { own: 4 * 1024 }, html: 9 * 1024, htmlRaw: 90 * 1024, inlineScripts: 40 * 1024 },
  lighthouse: { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2400, tbtMs: 300, cls: 0 },
  lcpRatio: 2.1,
};

test('bench/budgets.json holds the agreed budgets', () => {
  assert.deepEqual(budgetFor(budgets, '/ke'), {
    ownJsKb: { max: 25 },
    htmlKb: { max: 40 },
    htmlRawKb: { max: 203 },
    inlineScriptKb: { max: 102 },
    performance: { min: 90 },
    accessibility: { min: 100 },
    bestPractices: { min: 100 },
    seo: { min: 100 },
    cls: { max: 0.01 },
    lcpRatioSlow4g: { max: 1.3 },
    hydratedRatioSlow4g: { max: 1.3 },
    lcpRatio3g: { max: 1.3 },
    hydratedRatio3g: { max: 1.3 },
    lcpRatioSlow4g6x: { max: 1.3 },
    hydratedRatioSlow4g6x: { max: 1.3 },
    lcpRatio3g6x: { max: 1.3 },
    hydratedRatio3g6x: { max: 1.3 },
  });
});

test('raw HTML and inline-script budgets follow the template, in both languages, and the rest of the site keeps the default', () => {
  for (const route of ['/ke/developers/api/mpesa-stk-push', '/ke/blog/future-of-payments-ai', '/ke/sw/blog/kanuni-za-malipo-nchini-kenya', '/ke/sw']) {
    assert.ok(budgetFor(budgets, route).htmlRawKb?.max > 120, route);
  }
  assert.deepEqual(budgetFor(budgets, '/ke/sw/blog').htmlRawKb, budgetFor(budgets, '/ke/blog').htmlRawKb);
  for (const [english, swahili] of [
    ['/ke', '/ke/sw'],
    ['/ke/products', '/ke/sw/products'],
    ['/ke/developers/testing', '/ke/sw/developers/testing'],
    ['/ke/blog/a', '/ke/sw/blog/b'],
  ]) {
    assert.deepEqual(budgetFor(budgets, swahili).inlineScriptKb, budgetFor(budgets, english).inlineScriptKb, swahili);
  }
  assert.deepEqual(budgetFor(budgets, '/ke/sw/legal/privacy').htmlRawKb, { max: 120 });
  // A market's own address shows its coming-soon page, as its deeper addresses do.
  assert.deepEqual(budgetFor(budgets, '/ug').htmlRawKb, budgetFor(budgets, '/ug/about').htmlRawKb);
  assert.deepEqual(budgetFor(budgets, '/tz').inlineScriptKb, budgetFor(budgets, '/tz/sw/about').inlineScriptKb);
  assert.deepEqual(budgetFor(budgets, '/ke/sw/legal/privacy').inlineScriptKb, { max: 58 });
  const heavy = { bytes: { js: { own: 0 }, html: 0, htmlRaw: 130 * 1024, inlineScripts: 60 * 1024 } };
  assert.deepEqual(
    budgetMisses('/ke/legal/privacy', heavy, budgetFor(budgets, '/ke/legal/privacy'), { only: 'bytes' }).map((miss) => miss.figure),
    ['htmlRawKb', 'inlineScriptKb'],
  );
});

test('the real-browser figures hold a route only where that run loaded it, per profile', () => {
  const budget = budgetFor(budgets, '/ke');
  assert.deepEqual(budgetMisses('/ke', withinEverything, budget), []);
  const slowHydration = { ...withinEverything, realBrowser: { 'slow-4g': { lcpRatio: 1.1, hydratedRatio: 1.45 } } };
  assert.deepEqual(
    budgetMisses('/ke', slowHydration, budget).map((miss) => miss.message),
    ["/ke: Real Slow 4G: hydrated over the bare page's 1.45× (budget ≤ 1.3×)"],
  );
  const unmeasured = { ...withinEverything, realBrowser: { '3g': { lcpRatio: null, hydratedRatio: 1.2 } } };
  assert.deepEqual(
    budgetMisses('/ke', unmeasured, budget).map((miss) => miss.message),
    ["/ke: Real 3G: LCP over the bare page's not measured (budget ≤ 1.3×)"],
  );
});

test('the site search index of each language is held to 60 KB gzip', () => {
  assert.deepEqual(budgets.searchIndexKb, { max: 60 });
});

test("Lighthouse's score is measured with its default simulated throttling (what PageSpeed Insights reports)", () => {
  assert.equal(budgets.throttling, 'simulate');
});

test("a route slow only in Lighthouse's simulated timings is within budget while its score is", () => {
  const slowInTheModel = { ...withinEverything, lighthouse: { ...withinEverything.lighthouse, lcpMs: 5000, tbtMs: 900 }, lcpRatio: 4 };
  assert.deepEqual(budgetMisses('/ke', slowInTheModel, budgetFor(budgets, '/ke')), []);
});

test('a route within every budget has no miss', () => {
  assert.deepEqual(budgetMisses('/ke', withinEverything, budgetFor(budgets, '/ke')), []);
});

test('every figure over budget is named with its value and its budget', () => {
  const result = {
    bytes: { js: { own: 26 * 1024 }, html: 41 * 1024, htmlRaw: 140 * 1024, inlineScripts: 60 * 1024 },
    lighthouse: { ...withinEverything.lighthouse, performance: 89, lcpMs: 4000, cls: 0.02 },
    lcpRatio: 3,
  };
  assert.deepEqual(
    budgetMisses('/ke/about', result, budgetFor(budgets, '/ke/about')).map((miss) => miss.message),
    [
      '/ke/about: JS above the floor 26.0 KB gzip (budget ≤ 25 KB gzip)',
      '/ke/about: HTML 41.0 KB gzip (budget ≤ 40 KB gzip)',
      '/ke/about: HTML, raw 140.0 KB (budget ≤ 133 KB)',
      '/ke/about: Lighthouse performance 89 (budget ≥ 90)',
      '/ke/about: CLS 0.020 (budget ≤ 0.01)',
    ],
  );
});

test('a figure that was not measured is a miss; `only` limits the check to the bytes', () => {
  const bytesOnly = { bytes: withinEverything.bytes, lighthouse: null, lcpRatio: null };
  assert.equal(budgetMisses('/ke', bytesOnly, budgetFor(budgets, '/ke')).length, 5);
  assert.deepEqual(budgetMisses('/ke', bytesOnly, budgetFor(budgets, '/ke'), { only: 'bytes' }), []);
});

const temporary = mkdtempSync(join(tmpdir(), 'budgets-'));
after(() => rmSync(temporary, { recursive: true, force: true }));

function writeBudgets(contents) {
  mkdirSync(join(temporary, 'bench'), { recursive: true });
  writeFileSync(join(temporary, 'bench', 'budgets.json'), JSON.stringify(contents));
  return loadBudgets(temporary);
}

test('a route entry (exact or a prefix ending in *) overrides perRoute, the longer pattern last', () => {
  const custom = writeBudgets({
    throttling: 'simulate',
    perRoute: budgetFor(budgets, '/ke'),
    routes: { '/ke/developers/*': { ownJsKb: { max: 30 } }, '/ke/developers/api/*': { ownJsKb: { max: 35 } } },
    searchIndexKb: budgets.searchIndexKb,
  });
  assert.deepEqual(budgetFor(custom, '/ke/developers/api/mpesa-stk-push').ownJsKb, { max: 35 });
  assert.deepEqual(budgetFor(custom, '/ke/developers/sdks').ownJsKb, { max: 30 });
  assert.deepEqual(budgetFor(custom, '/ke').ownJsKb, { max: 25 });
});

test('a malformed budgets file fails with the field at fault', () => {
  assert.throws(() => writeBudgets({ throttling: 'simulate', perRoute: { ...budgetFor(budgets, '/ke'), tbtMs: { max: 'fast' } } }), /tbtMs/);
  assert.throws(() => writeBudgets({ throttling: 'fast-3g', perRoute: budgetFor(budgets, '/ke') }), /throttling/);
  assert.throws(() => writeBudgets({ perRoute: budgetFor(budgets, '/ke') }), /throttling/);
});

test('median of each figure ignores missing values', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5]), 5);
  assert.equal(median([]), null);
});
