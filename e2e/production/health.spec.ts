import { expect, test } from '../support/test';
import { startInstance } from '../../scripts/test-bed/index.mjs';
import type { ProcessHandle } from '../../scripts/test-bed/index.mjs';
import { bed, send } from './support/bed';

// Liveness, readiness and their transitions on SIGTERM; the JSON 404 of unknown API paths.

test('through nginx, liveness and readiness answer 200, uncached', async () => {
  for (const path of ['/api/health/live', '/api/health/ready']) {
    const answer = await send(`${bed().front}${path}`);
    expect(answer.status, `${path}: ${answer.text}`).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  }
  expect(JSON.parse((await send(`${bed().front}/api/health/ready`)).text)).toEqual({ ready: true });
});

test('the public health check says only that the site answers; the version, Redis and the outbox are on the operator’s port', async () => {
  const state = bed();
  const publicHeaders = { host: 'www.kilelepay.co.ke', 'x-forwarded-proto': 'https' };
  for (const url of [state.front, ...state.instances]) {
    const answer = await send(`${url}/api/health`, { headers: publicHeaders });
    expect(answer.status, url).toBe(200);
    expect(JSON.parse(answer.text), url).toEqual({ live: true });
    expect(answer.text, url).not.toMatch(/version|redis|outbox|\d+\.\d+\.\d+/);
  }
  // Each instance's metrics port (never reachable through the front door) has the detail.
  for (const port of state.ports.metrics) {
    const operator = await send(`http://127.0.0.1:${port}/health`);
    expect(operator.status).toBe(200);
    expect(operator.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(operator.headers['cache-control']).toBe('no-store');
    const report = JSON.parse(operator.text);
    expect(report).toMatchObject({ ok: true, version: expect.stringMatching(/^\d+\.\d+\.\d+/), redis: 'up' });
    // The outbox's counts, or null while they cannot be read.
    expect(Object.keys(report).sort()).toEqual(['ok', 'outbox', 'redis', 'version']);
    if (report.outbox !== null) expect(report.outbox).toMatchObject({ depth: expect.any(Number), deadLetters: expect.any(Number) });
  }
  expect((await send(`${state.front}/health`, { headers: publicHeaders })).text).not.toMatch(/"version"/);
});

test('every health answer declares JSON in UTF-8, through nginx and on the instances', async () => {
  const state = bed();
  for (const url of [state.front, state.instances[0]]) {
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const answer = await send(`${url}${path}`, { headers: { host: 'www.kilelepay.co.ke', 'x-forwarded-proto': 'https' } });
      expect(answer.headers['content-type'], `${url}${path}`).toBe('application/json; charset=utf-8');
    }
  }
});

test('readiness: ready, then 503 from SIGTERM until the process exits, while liveness and pages still answer', async () => {
  const state = bed();
  const url = `http://127.0.0.1:${state.ports.spare}`;
  // A longer drain than the bed's, to watch it.
  const instance: ProcessHandle = await startInstance(state, state.ports.spare, { SHUTDOWN_DRAIN_MS: '3000' });
  expect((await send(`${url}/api/health/ready`)).status).toBe(200);

  const signalled = Date.now();
  instance.child.kill('SIGTERM');
  await expect.poll(async () => (await send(`${url}/api/health/ready`)).status, { timeout: 1_000 }).toBe(503);
  expect(JSON.parse((await send(`${url}/api/health/ready`)).text)).toEqual({ ready: false, reasons: ['draining'] });
  // Still serving while the balancer takes it out, each connection closed after its answer.
  const live = await send(`${url}/api/health/live`);
  expect(live.status).toBe(200);
  expect(live.headers.connection).toBe('close');
  expect((await send(`${url}/ke`)).status).toBe(200);

  const { code } = await instance.exited;
  expect(code).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
  await expect(send(`${url}/api/health/live`)).rejects.toThrow(/ECONNREFUSED/);
  expect(instance.output()).toMatch(/"event":"shutdown.draining"[\s\S]*"event":"shutdown.done"/);
});

test('an unknown API path answers a JSON 404 with the API headers, whatever the method', async () => {
  for (const [method, path] of [
    ['GET', '/api/nothing-here'],
    ['POST', '/api/contact/extra'],
    ['GET', '/api/a/b/c'],
  ] as const) {
    const answer = await send(`${bed().front}${path}`, { method, ...(method === 'POST' ? { json: {} } : {}) });
    expect(answer.status, `${method} ${path}`).toBe(404);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.text)).toEqual({ error: expect.any(String) });
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
  }
});
