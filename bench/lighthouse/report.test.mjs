import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadBudgets } from '../budgets.mjs';
import { resultsMarkdown } from './report.mjs';

const budgets = loadBudgets();
const measured = {
  bytes: { js: { own: 4 * 1024 }, html: 9 * 1024 },
  lighthouse: { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1100, tbtMs: 40, cls: 0 },
  lcpRatio: 1.1,
};
const results = {
  date: '2026-11-24T01:00:00.000Z',
  machine: { cpu: '2 × Test CPU', memoryGb: 8, os: 'linux 6.1', loadAverageAtStart: [0.5] },
  environment: { node: 'v20.20.2', chromium: 'Chromium 156', lighthouse: '12.8.2' },
  runsPerRoute: 3,
  budgets,
  reference: { route: 'bare Next page', status: 200, ...measured },
  routes: [{ route: '/ke', status: 200, ...measured }],
};

test('results.md says when and where the figures were taken', () => {
  const markdown = resultsMarkdown(results);
  assert.match(markdown, /^# Bench results/);
  assert.match(markdown, /2026-11-24, 2 × Test CPU, 8 GB, linux 6\.1; Chromium 156, Node v20\.20\.2, Lighthouse 12\.8\.2; medians of 3 run/);
});

test('results.md puts each figure of a route beside its budget and says which miss', () => {
  const route = resultsMarkdown(results).split('## /ke')[1];
  assert.match(route, /\| JS above the floor \| 4\.0 KB gzip \| ≤ \d+ KB gzip \| within \|/);
  assert.match(route, /\| Lighthouse performance \| 97 \| ≥ 90 \| within \|/);
  assert.match(route, /\| Real Slow 4G: LCP over the bare page's \| not measured \| ≤ 1\.3× \| over \|/);
});

test('the reference page is shown without budgets', () => {
  const reference = resultsMarkdown(results).split('## bare Next page')[1].split('## /ke')[0];
  assert.match(reference, /\| LCP \| 1100 ms \| – \| +\|/);
  assert.doesNotMatch(reference, /\| (within|over) \|/);
});
