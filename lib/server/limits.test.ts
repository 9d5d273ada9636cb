import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { configure, captureLogs } from '@/test/route-harness';
import { checkLimits, storeDownRetrySeconds } from './limits';
import { closeRedis } from './redis';

const from = (address: string) => new Headers({ 'x-forwarded-for': address });

beforeEach(() => {
  captureLogs();
});

afterAll(() => closeRedis());

describe('checkLimits in memory (one instance, no REDIS_URL)', () => {
  it('counts per client address when a proxy is trusted, and says how long to wait', async () => {
    configure({ TRUST_PROXY: '1', RATE_LIMIT_PER_CLIENT: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
    expect(await checkLimits({ route: 'contact', headers: from('198.51.100.1') })).toEqual({ allowed: true });
    expect(await checkLimits({ route: 'contact', headers: from('198.51.100.1') })).toEqual({ allowed: true });
    const limited = await checkLimits({ route: 'contact', headers: from('198.51.100.1') });
    expect(limited).toEqual({ allowed: false, status: 429, error: expect.stringContaining('Too many requests'), retryAfterSeconds: 60 });
    // Another client, and the same client on another route, have their own counts.
    expect(await checkLimits({ route: 'contact', headers: from('198.51.100.2') })).toEqual({ allowed: true });
    expect(await checkLimits({ route: 'newsletter', headers: from('198.51.100.1') })).toEqual({ allowed: true });
  });

  it('has no per-client count when no proxy is trusted: only the per-route ceiling', async () => {
    configure({ RATE_LIMIT_PER_CLIENT: '1', RATE_LIMIT_PER_ROUTE: '15' });
    const verdicts = [];
    for (let i = 0; i < 16; i += 1) verdicts.push(await checkLimits({ route: 'contact', headers: from('198.51.100.1') }));
    expect(verdicts.slice(0, 15).every((verdict) => verdict.allowed)).toBe(true);
    expect(verdicts[15]).toMatchObject({ allowed: false, status: 429 });
  });

  it('limits prompts per phone across routes and clients', async () => {
    configure({ TRUST_PROXY: '1', RATE_LIMIT_PER_PHONE: '3', RATE_LIMIT_PHONE_WINDOW_SECONDS: '600' });
    const phone = '254712345678';
    const routes = ['demo-payment', 'airtime', 'demo-payment'];
    for (const [i, route] of routes.entries()) expect(await checkLimits({ route, headers: from(`198.51.100.${i}`), phone })).toEqual({ allowed: true });
    expect(await checkLimits({ route: 'airtime', headers: from('198.51.100.9'), phone })).toMatchObject({
      allowed: false,
      status: 429,
      retryAfterSeconds: 600,
    });
    expect(await checkLimits({ route: 'airtime', headers: from('198.51.100.9'), phone: '254722000000' })).toEqual({ allowed: true });
  });

  it('never forgets a limited phone, however many client addresses flood in', async () => {
    configure({ TRUST_PROXY: '1', RATE_LIMIT_PER_PHONE: '1', RATE_LIMIT_PER_ROUTE: '1000000' });
    const phone = '254712345678';
    await checkLimits({ route: 'airtime', headers: from('198.51.100.1'), phone });
    expect(await checkLimits({ route: 'airtime', headers: from('198.51.100.1'), phone })).toMatchObject({ status: 429 });
    // More distinct addresses than the old 10,000-key store held.
    for (let i = 0; i < 20_000; i += 1) await checkLimits({ route: 'contact', headers: from(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`) });
    expect(await checkLimits({ route: 'airtime', headers: from('198.51.100.2'), phone })).toMatchObject({ status: 429 });
  });
});

describe('checkLimits when REDIS_URL names a Redis that does not answer', () => {
  let closedPort: number;
  let blackHole: Server;

  beforeAll(async () => {
    // A port nothing listens on: take one, then close it.
    blackHole = createServer();
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const address = blackHole.address();
    closedPort = typeof address === 'object' && address ? address.port : 1;
    await new Promise((resolve) => blackHole.close(resolve));
  });

  beforeEach(() => {
    configure({ TRUST_PROXY: '1', REDIS_URL: `redis://127.0.0.1:${closedPort}`, RATE_LIMIT_PER_CLIENT: '2' });
  });

  it('refuses a phone prompt with 503 and Retry-After: nothing proves the phone is under its limit', async () => {
    const verdict = await checkLimits({ route: 'airtime', headers: from('198.51.100.1'), phone: '254712345678' });
    expect(verdict).toEqual({ allowed: false, status: 503, error: expect.stringMatching(/try again/), retryAfterSeconds: storeDownRetrySeconds });
  });

  it('still accepts a message, counting per client in memory meanwhile', async () => {
    expect(await checkLimits({ route: 'contact', headers: from('198.51.100.1') })).toEqual({ allowed: true });
    expect(await checkLimits({ route: 'contact', headers: from('198.51.100.1') })).toEqual({ allowed: true });
    expect(await checkLimits({ route: 'contact', headers: from('198.51.100.1') })).toMatchObject({ allowed: false, status: 429 });
    expect(await checkLimits({ route: 'contact', headers: from('198.51.100.2') })).toEqual({ allowed: true });
  });
});
