import { parseServerConfig } from '../config';
import { captureLogs } from '@/test/route-harness';
import type { AttemptOutcome, AttemptRequest } from './attempt';
import { deliverCallback, maxAttempts } from './deliver';

const signed = { id: 'msg_1', timestamp: 1_767_000_000, body: '{"type":"mpesa.stk_push.failed"}', signature: 'v1,abc' };

/**
 * A clock that only moves when told: sleeping moves it by the wait, and each attempt takes
 * as long as its scripted outcome says, so the schedule is read off exactly.
 */
function scriptedDelivery(outcomes: { outcome: AttemptOutcome; takesMs: number }[]) {
  let now = 0;
  const sleeps: number[] = [];
  const startedAt: number[] = [];
  const requests: AttemptRequest[] = [];
  const clock = {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  const post = async (request: AttemptRequest): Promise<AttemptOutcome> => {
    requests.push(request);
    startedAt.push(now);
    const next = outcomes[Math.min(startedAt.length - 1, outcomes.length - 1)];
    if (!next) throw new Error('no scripted outcome');
    now += next.takesMs;
    return next.outcome;
  };
  return { clock, post, sleeps, startedAt, requests, elapsed: () => now };
}

const defaults = parseServerConfig({}).callbackDelivery;
const server = (status: number): AttemptOutcome => ({ kind: 'answered', status });

beforeEach(() => {
  captureLogs();
});

describe('deliverCallback', () => {
  it('retries at once, then after 2 s and 4 s, and the whole delivery stays under 20 s even when every attempt times out', async () => {
    const script = scriptedDelivery([{ outcome: { kind: 'timeout' }, takesMs: defaults.timeoutMs }]);
    const result = await deliverCallback('https://hooks.example.com/mpesa', signed, defaults, script.clock, script.post);
    expect(script.sleeps).toEqual([2_000, 4_000]);
    expect(script.startedAt).toEqual([0, 2_000 + defaults.timeoutMs, 6_000 + 2 * defaults.timeoutMs]);
    expect(script.elapsed()).toBeLessThan(20_000);
    expect(result).toEqual({
      kind: 'delivered-or-tried',
      log: {
        ok: true,
        delivered: false,
        attempts: [1, 2, 3].map((attempt) => ({ attempt, status: null, error: 'timeout', ms: defaults.timeoutMs })),
      },
    });
    expect(maxAttempts).toBe(3);
  });

  it.each([200, 202, 301, 302, 400, 404, 410])('never retries an answer of %i', async (status) => {
    const script = scriptedDelivery([{ outcome: server(status), takesMs: 30 }]);
    const result = await deliverCallback('https://hooks.example.com/mpesa', signed, defaults, script.clock, script.post);
    expect(script.requests).toHaveLength(1);
    expect(result).toMatchObject({ log: { delivered: status < 300, attempts: [{ attempt: 1, status, ms: 30 }] } });
  });

  it('retries a network error and a 5xx, and stops once answered', async () => {
    const script = scriptedDelivery([
      { outcome: { kind: 'network' }, takesMs: 5 },
      { outcome: server(502), takesMs: 40 },
      { outcome: server(200), takesMs: 12 },
    ]);
    const result = await deliverCallback('https://hooks.example.com/mpesa', signed, defaults, script.clock, script.post);
    expect(result).toMatchObject({
      log: {
        delivered: true,
        attempts: [
          { attempt: 1, status: null, error: 'network', ms: 5 },
          { attempt: 2, status: 502, error: null, ms: 40 },
          { attempt: 3, status: 200, error: null, ms: 12 },
        ],
      },
    });
  });

  it('sends the same signed request every time: the webhook headers and the exact body', async () => {
    const script = scriptedDelivery([{ outcome: server(500), takesMs: 1 }]);
    await deliverCallback('https://hooks.example.com/mpesa?shop=1', signed, defaults, script.clock, script.post);
    expect(script.requests).toHaveLength(3);
    for (const request of script.requests) {
      expect(request.url.href).toBe('https://hooks.example.com/mpesa?shop=1');
      expect(request.body).toBe(signed.body);
      expect(request.timeoutMs).toBe(defaults.timeoutMs);
      expect(request.headers).toEqual(
        expect.arrayContaining([
          ['webhook-id', 'msg_1'],
          ['webhook-timestamp', '1767000000'],
          ['webhook-signature', 'v1,abc'],
        ]),
      );
    }
  });

  it('ends at once, sending nothing more, when the filter refuses an address written in the URL', async () => {
    for (const address of ['https://10.0.0.1/', 'https://[::7f00:1]/']) {
      const script = scriptedDelivery([{ outcome: { kind: 'refused' }, takesMs: 1 }]);
      expect(await deliverCallback(address, signed, defaults, script.clock, script.post)).toEqual({ kind: 'refused' });
      expect(script.requests).toHaveLength(1);
      expect(script.sleeps).toEqual([]);
    }
  });

  it('reports a name that resolves to a refused address exactly as a name that does not resolve: a network error, retried', async () => {
    const refused = scriptedDelivery([{ outcome: { kind: 'refused' }, takesMs: 3 }]);
    const unresolved = scriptedDelivery([{ outcome: { kind: 'network' }, takesMs: 3 }]);
    const fromRefused = await deliverCallback('https://internal.example.com/', signed, defaults, refused.clock, refused.post);
    const fromUnresolved = await deliverCallback('https://nowhere.example.com/', signed, defaults, unresolved.clock, unresolved.post);
    expect(fromRefused).toEqual(fromUnresolved);
    expect(fromRefused).toMatchObject({ log: { delivered: false, attempts: [1, 2, 3].map((attempt) => ({ attempt, status: null, error: 'network' })) } });
    expect(refused.sleeps).toEqual(unresolved.sleeps);
  });

  it.each(['https://hooks.example.com:8443/', 'https://hooks.example.com:80/', 'https://hooks.example.com:22/', 'https://203.0.113.9:8080/'])(
    'refuses https on another port than 443 before any attempt: %s',
    async (address) => {
      const script = scriptedDelivery([{ outcome: server(200), takesMs: 1 }]);
      expect(await deliverCallback(address, signed, defaults, script.clock, script.post)).toEqual({ kind: 'refused' });
      expect(script.requests).toHaveLength(0);
    },
  );

  it('sends to port 443 whether or not it is written, and to any port of an allowlisted origin', async () => {
    const script = scriptedDelivery([{ outcome: server(200), takesMs: 1 }]);
    expect(await deliverCallback('https://hooks.example.com:443/in', signed, defaults, script.clock, script.post)).toMatchObject({ log: { delivered: true } });
    const allowing = { ...defaults, allowedOrigins: ['http://127.0.0.1:4010'] };
    expect(await deliverCallback('http://127.0.0.1:4010/in', signed, allowing, script.clock, script.post)).toMatchObject({ log: { delivered: true } });
    expect(script.requests.map(({ url }) => url.href)).toEqual(['https://hooks.example.com/in', 'http://127.0.0.1:4010/in']);
  });

  it('refuses plain http before any attempt, unless the origin is allowlisted', async () => {
    const script = scriptedDelivery([{ outcome: server(200), takesMs: 1 }]);
    expect(await deliverCallback('http://hooks.example.com/', signed, defaults, script.clock, script.post)).toEqual({ kind: 'refused' });
    expect(script.requests).toHaveLength(0);
    const allowing = { ...defaults, allowedOrigins: ['http://hooks.example.com'] };
    expect(await deliverCallback('http://hooks.example.com/', signed, allowing, script.clock, script.post)).toMatchObject({ log: { delivered: true } });
  });
});
