import { expect, test } from '../support/test';
import { redisCommand, startInstance, stopProcess } from '../../scripts/test-bed/index.mjs';
import type { ProcessHandle } from '../../scripts/test-bed/index.mjs';
import { unique } from '../support/fake-upstream';
import { bed, send, upstreamRule } from './support/bed';

// Start and stop of one instance of the build, on the bed's spare port.

async function exitOf(handle: ProcessHandle, timeoutMs = 20_000) {
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), timeoutMs);
  const result = await handle.exited;
  clearTimeout(timer);
  return result;
}

test('SIGTERM lets a request in flight finish, then the server exits', async () => {
  const state = bed();
  const port = state.ports.spare;
  // Without Redis a contact message is mailed while the request waits: a request in flight.
  const instance = await startInstance(state, port, { REDIS_URL: '' });
  const email = `slow-${unique()}@example.com`;
  await upstreamRule({ bodyIncludes: email, delayMs: 2_500 });
  const message = { fullname: 'Slow Mail', email, company: 'X', phone: '0712345678', subject: 'Other', message: 'In flight at SIGTERM' };
  const started = Date.now();
  const inFlight = send(`http://127.0.0.1:${port}/api/contact`, { json: message });
  await new Promise((resolve) => setTimeout(resolve, 700));
  instance.child.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.status, answer.text).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  const { code, signal } = await exitOf(instance);
  expect(code === 143 || code === 0 || signal === 'SIGTERM').toBe(true);
});

test('the boot log names each sandboxed upstream, and REQUIRE_UPSTREAMS=true refuses to start without them', async () => {
  const state = bed();
  const port = state.ports.spare;
  await expect(startInstance(state, port, { REQUIRE_UPSTREAMS: 'true', MAIL_API_URL: '', AIRTIME_API_URL: '' })).rejects.toThrow(
    /exited \(1\)[\s\S]*REQUIRE_UPSTREAMS is true but MAIL_API_URL is unset\.\nREQUIRE_UPSTREAMS is true but AIRTIME_API_URL is unset\./,
  );
  const sandboxed = await startInstance(state, port, { REQUIRE_UPSTREAMS: 'false', MAIL_API_URL: '', TRUST_PROXY: '0' });
  try {
    const output = sandboxed.output();
    expect(output).toMatch(/Sandbox mode: MAIL_API_URL is unset/);
    expect(output).not.toMatch(/PAYMENTS_API_URL is unset|AIRTIME_API_URL is unset/);
    expect(output).toMatch(/TRUST_PROXY is 0: .*per-client rate limits are off/);
  } finally {
    await stopProcess(sandboxed);
  }
});

test('a Redis that may evict keys is refused at start: a full Redis must never forget a limited phone', async () => {
  const state = bed();
  expect(await redisCommand(state, state.ports.redis, 'CONFIG SET maxmemory-policy allkeys-lru')).toMatch(/^\+OK/);
  try {
    await expect(startInstance(state, state.ports.spare)).rejects.toThrow(/exited \(1\)[\s\S]*maxmemory-policy is allkeys-lru/);
  } finally {
    expect(await redisCommand(state, state.ports.redis, 'CONFIG SET maxmemory-policy noeviction')).toMatch(/^\+OK/);
  }
});

test('a REDIS_URL without a password is warned about at every start, and the bed Redis does not let it in', async () => {
  const state = bed();
  const instance = await startInstance(state, state.ports.spare, { REDIS_URL: `redis://127.0.0.1:${state.ports.redis}` });
  try {
    const output = instance.output();
    expect(output).toMatch(/SECURITY: REDIS_URL carries no password: anyone who reaches it can read every queued lead/);
    // The bed's Redis asks for its password, as a deployment's must: this instance never gets in.
    expect(output).toMatch(/could not check that maxmemory-policy is noeviction/);
  } finally {
    await stopProcess(instance);
  }
});
