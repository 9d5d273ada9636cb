// The byte budget, checked on every prerendered page of the last `next build` (npm test runs
// it right after the build). Bytes only, no timings: the same build gives the same answer.
// Lighthouse's figures stay in `npm run bench`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { kilobyte, readBuild } from '../build-output/build-output.mjs';
import { budgetFor, budgetMisses, loadBudgets } from '../budgets.mjs';

const build = readBuild();
const budgets = loadBudgets();
const pages = build.pages();
const kb = (bytes) => `${(bytes / kilobyte).toFixed(1)} KB`;

test('the build has prerendered pages and a framework floor to measure against', () => {
  assert.ok(pages.length > 0, `no prerendered page in ${build.dist}/server/app`);
  assert.ok(build.floor.bytes > 0, 'no rootMainFiles in build-manifest.json');
});

for (const { route, file } of pages) {
  test(`${route} keeps its own JavaScript and its HTML within budget`, () => {
    const page = build.measurePage(readFileSync(file, 'utf8'));
    const misses = budgetMisses(route, { bytes: page }, budgetFor(budgets, route), { only: 'bytes' });
    if (misses.length === 0) return;
    // Name what the page loads beyond the floor, largest first: that is where to cut.
    const floorFiles = new Set(build.floor.files);
    const scripts = page.resources
      .filter((resource) => resource.kind === 'script' && !floorFiles.has(resource.url))
      .sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))
      .map((resource) => `    ${resource.url}  ${kb(resource.bytes ?? 0)}`);
    assert.fail(
      [
        ...misses.map((miss) => miss.message),
        `  framework floor ${kb(page.js.floor)}, page total ${kb(page.js.total)}; scripts outside the floor:`,
        ...scripts,
      ].join('\n'),
    );
  });
}
