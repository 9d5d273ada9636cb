import { execFileSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { as254, randomPhone } from '../support/fake-upstream';
import { bed, send, upstreamRule } from './support/bed';

// The operator's metrics: on each instance's own port (METRICS_PORT), never through the
// public front door, in a format promtool accepts, after real traffic through nginx.

const origin = { origin: 'https://www.kilelepay.co.ke' };

test('a scrape after traffic passes promtool check metrics and counts requests, upstream calls and limits', async () => {
  const state = bed();
  await send(`${state.front}/ke`);
  await send(`${state.front}/ke/about`);
  await send(`${state.front}/api/no-such-route`);
  // A payment the provider refuses, on both instances (nginx alternates).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const phone = randomPhone();
    await upstreamRule({ bodyIncludes: as254(phone), status: 500 });
    await send(`${state.front}/api/demo/payment`, { json: { phone }, headers: origin, from: '127.0.0.21' });
  }

  const scrapes = await Promise.all(state.ports.metrics.map(async (port) => (await send(`http://127.0.0.1:${port}/metrics`)).text));
  for (const text of scrapes) {
    execFileSync('promtool', ['check', 'metrics'], { input: text });
    for (const name of ['kilele_http_requests_total', 'kilele_http_request_duration_seconds_bucket', 'kilele_redis_up 1', 'process_cpu_seconds_total']) {
      expect(text).toContain(name);
    }
  }
  const all = scrapes.join('\n');
  expect(all).toMatch(/kilele_http_requests_total\{route="\/ke",method="GET",status="200"\} \d+/);
  expect(all).toMatch(/kilele_http_requests_total\{route="\/api\/\*",method="GET",status="404"\} \d+/);
  expect(all).toMatch(/kilele_upstream_requests_total\{upstream="payments",outcome="failure"\} \d+/);
});

test('metrics are not served through the public front door', async () => {
  for (const path of ['/metrics', '/api/metrics']) {
    const answer = await send(`${bed().front}${path}`);
    expect(answer.text).not.toContain('kilele_http_requests_total');
  }
});
