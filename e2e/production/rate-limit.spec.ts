import { bedRequestLimit } from '../../scripts/test-bed/nginx-config.mjs';
import { expect, test } from '../support/test';
import { unique } from '../support/fake-upstream';
import { bed, publicOrigin, send } from './support/bed';
import type { Answer } from './support/bed';

// The front door rations what Node renders per request (the search results, every /api/*
// route) per client address: a burst over the ration gets 429 from nginx at once, while pages
// from its cache, files from disk and every other client go on as before.

const publicHeaders = { host: new URL(publicOrigin).host, 'x-forwarded-proto': 'https' };
// Well past what the ration lets through at once.
const burstSize = bedRequestLimit.burst * 3;

const burst = (path: string, from: string) =>
  Promise.all(Array.from({ length: burstSize }, () => send(`${bed().front}${path}`, { headers: publicHeaders, from })));

function countStatuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Waits until the ration of `from` has refilled, so that one test's burst does not spill into the next. */
const refill = () => new Promise((resolve) => setTimeout(resolve, ((2 * bedRequestLimit.burst) / bedRequestLimit.ratePerSecond) * 1000));

test('a burst of API requests from one client gets 429 past its ration, while another client is served', async () => {
  const answers = await burst('/api/health/live', '127.0.9.1');
  const counts = countStatuses(answers);
  expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['200', '429']);
  expect(counts[200]).toBeGreaterThanOrEqual(bedRequestLimit.burst);
  expect(counts[429]).toBeGreaterThan(0);
  // The API's clients read JSON, wait as told, and never cache the refusal.
  const refused = answers.find(({ status }) => status === 429);
  expect(refused?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(refused?.text ?? '')).toEqual({ error: expect.any(String) });
  expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused?.headers['cache-control']).toBe('no-store');
  expect(refused?.headers['strict-transport-security']).toMatch(/max-age=/);
  // The ration is per client address: someone else, right now, is served.
  expect((await send(`${bed().front}/api/health/live`, { headers: publicHeaders, from: '127.0.9.2' })).status).toBe(200);
  await refill();
});

test('searches share the ration: a client past it gets 429 for the search results too', async () => {
  const from = '127.0.9.3';
  // Rendering a burst of searches would take the instances longer than the test: the API's
  // cheap answers use up the client's ration, and its searches sent right behind them are refused.
  const searchPath = `/ke/search?q=${unique()}`;
  const [, searches] = await Promise.all([
    burst('/api/health/live', from),
    Promise.all(Array.from({ length: 10 }, () => send(`${bed().front}${searchPath}`, { headers: publicHeaders, from }))),
  ]);
  const counts = countStatuses(searches);
  expect(
    Object.keys(counts).every((status) => status === '200' || status === '429'),
    JSON.stringify(counts),
  ).toBe(true);
  expect(counts[429], JSON.stringify(counts)).toBeGreaterThan(0);
  expect(searches.find(({ status }) => status === 429)?.headers['content-type']).toBe('text/plain; charset=utf-8');
  // Another client searches as usual.
  expect((await send(`${bed().front}${searchPath}`, { headers: publicHeaders, from: '127.0.9.5' })).status).toBe(200);
  await refill();
});

test('cached pages and files are never rationed, even for a client over its ration', async () => {
  const from = '127.0.9.4';
  // Over the ration first.
  expect(countStatuses(await burst('/api/health/live', from))[429]).toBeGreaterThan(0);
  const page = `/ke/about?ration=${unique()}`;
  expect((await send(`${bed().front}${page}`, { headers: publicHeaders })).status).toBe(200);
  const pages = await burst(page, from);
  expect(countStatuses(pages)).toEqual({ 200: burstSize });
  expect(pages.filter(({ headers }) => headers['x-cache-status'] === 'HIT').length).toBeGreaterThan(0);
  const logo = await burst('/images/logo.svg', from);
  expect(countStatuses(logo)).toEqual({ 200: burstSize });
  await refill();
});
