import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { callbackBody, callbackJson } from '@/lib/mpesa-sandbox/callback';
import { resultDescriptions } from '@/lib/mpesa-sandbox/result-codes';
import { sandboxWebhookSecret } from '@/lib/mpesa-sandbox/webhook-signature';
import { startCallbackListener } from '@/test/callback-listener';
import type { CallbackListener } from '@/test/callback-listener';
import { captureLogs, configure, postRequest, readJson } from '@/test/route-harness';
import { GET, POST } from './route';

const payment = { checkout_request_id: 'ws_CO_SANDBOX_1', transaction_id: 'SANDBOX_1', reference: 'ORDER123', amount: 1000, phone: '254712345678' };

/** A callback as the page shows it: signed now, its body the compact JSON of a success. */
function shownCallback(overrides: Partial<{ id: string; timestamp: number; body: string }> = {}) {
  const body = callbackJson(callbackBody(payment, 0, { receipt: 'QKL1A2B3C4', at: new Date() }));
  return { id: 'msg_sandbox_1', timestamp: Math.floor(Date.now() / 1000), body, ...overrides };
}

let listener: CallbackListener;
let logs: () => string[] = () => [];
beforeAll(async () => {
  listener = await startCallbackListener();
});
afterAll(() => listener.close());
beforeEach(() => {
  listener.reset();
  logs = captureLogs();
});

/** Delivery on, the test listener allowlisted, short waits so that retries take milliseconds. */
function deliveryOn(extra: Record<string, string> = {}): void {
  configure({ SANDBOX_CALLBACK_DELIVERY: 'true', SANDBOX_CALLBACK_ALLOW: listener.origin, SANDBOX_CALLBACK_RETRY_BASE_MS: '50', ...extra });
}

const send = (url: string, callback = shownCallback(), headers: Record<string, string> = {}) => POST(postRequest({ url, callback }, { headers }));

describe('POST /api/sandbox/callbacks', () => {
  it('is off unless SANDBOX_CALLBACK_DELIVERY turns it on, and says so with a code the page explains', async () => {
    configure({ SANDBOX_CALLBACK_ALLOW: listener.origin });
    const response = await send(`${listener.origin}/hooks`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ error: expect.stringContaining('off'), error_code: 'DELIVERY_OFF' });
    expect(listener.received).toHaveLength(0);
  });

  it('delivers the exact body with the three webhook headers, and the signature verifies with the sandbox secret', async () => {
    deliveryOn();
    const callback = shownCallback();
    const response = await send(`${listener.origin}/hooks/mpesa?shop=1`, callback);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      ok: true,
      delivered: true,
      attempts: [{ attempt: 1, status: 200, error: null, ms: expect.any(Number), answerStart: 'ok' }],
    });

    expect(listener.received).toHaveLength(1);
    const [received] = listener.received;
    expect(received?.method).toBe('POST');
    expect(received?.path).toBe('/hooks/mpesa?shop=1');
    expect(received?.text).toBe(callback.body);
    expect(received?.headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': callback.id,
      'webhook-timestamp': String(callback.timestamp),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/),
    });
    const headers = Object.fromEntries(Object.entries(received?.headers ?? {}).map(([name, value]) => [name, String(value)]));
    expect(new Webhook(sandboxWebhookSecret).verify(received?.text ?? '', headers)).toEqual(JSON.parse(callback.body));
    // The log names the host, never the path or query, which may hold the developer's tokens.
    const attemptLine = logs().find((line) => line.includes('sandbox-callback.attempt')) ?? '';
    expect(JSON.parse(attemptLine)).toMatchObject({ host: `127.0.0.1:${listener.port}`, attempt: 1, status: 200 });
    expect(attemptLine).not.toContain('shop=1');
  });

  it.each([
    ['the listener over plain http', (port: number) => `http://127.0.0.1:${port}/hooks`],
    ['the listener over https', (port: number) => `https://127.0.0.1:${port}/hooks`],
    ['localhost, a name that resolves to loopback', (port: number) => `https://localhost:${port}/hooks`],
    ['a private address', () => 'https://10.0.0.1/hooks'],
    ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', (port: number) => `https://[::1]:${port}/hooks`],
    ['IPv4-mapped IPv6 loopback', (port: number) => `https://[::ffff:127.0.0.1]:${port}/hooks`],
    ['the unspecified address', (port: number) => `https://0.0.0.0:${port}/hooks`],
    ['loopback written as one number', (port: number) => `https://2130706433:${port}/hooks`],
  ])('refuses %s without the allowlist, sending nothing', async (_case, address) => {
    configure({ SANDBOX_CALLBACK_DELIVERY: 'true' });
    const response = await send(address(listener.port));
    expect(response.status).toBe(422);
    expect(await readJson(response)).toEqual({ error: expect.stringContaining('public https'), error_code: 'ADDRESS_REFUSED' });
    expect(listener.received).toHaveLength(0);
  });

  it('lets exactly the allowlisted origins through: another port or scheme on the same host is refused', async () => {
    deliveryOn();
    for (const address of [
      `http://127.0.0.1:${listener.port + 1}/hooks`,
      `https://127.0.0.1:${listener.port}/hooks`,
      `http://localhost:${listener.port}/hooks`,
    ]) {
      expect((await send(address)).status).toBe(422);
    }
    expect(listener.received).toHaveLength(0);
  });

  it('does not follow a redirect: the 3xx is the answer, sent once', async () => {
    deliveryOn();
    listener.answerWith((_request, response) => {
      response.writeHead(307, { location: `${listener.origin}/elsewhere` }).end();
    });
    const response = await send(`${listener.origin}/hooks`);
    expect(await readJson(response)).toMatchObject({ delivered: false, attempts: [{ attempt: 1, status: 307, error: null }] });
    expect(listener.received.map(({ path }) => path)).toEqual(['/hooks']);
  });

  it('retries a 5xx with growing waits and logs each attempt; the same webhook id every time', async () => {
    deliveryOn();
    listener.answerWith((_request, response) => {
      response.writeHead(503).end('down for maintenance');
    });
    const response = await send(`${listener.origin}/hooks`);
    const log = await readJson(response);
    expect(log).toEqual({
      ok: true,
      delivered: false,
      attempts: [1, 2, 3].map((attempt) => ({ attempt, status: 503, error: null, ms: expect.any(Number), answerStart: 'down for maintenance' })),
    });
    const [first, second, third] = listener.received;
    expect(new Set(listener.received.map(({ headers }) => headers['webhook-id']))).toEqual(new Set(['msg_sandbox_1']));
    // Waits of 50 ms, then 100 ms (SANDBOX_CALLBACK_RETRY_BASE_MS, then twice it).
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(45);
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeGreaterThanOrEqual(95);
  });

  it('stops at the first answer that settles it: a 2xx after a 5xx, or a 4xx at once', async () => {
    deliveryOn();
    let calls = 0;
    listener.answerWith((_request, response) => {
      calls += 1;
      response.writeHead(calls === 1 ? 500 : 204).end();
    });
    expect(await readJson(await send(`${listener.origin}/hooks`))).toMatchObject({ delivered: true, attempts: [{ status: 500 }, { status: 204 }] });

    listener.reset();
    listener.answerWith((_request, response) => {
      response.writeHead(401).end('bad signature');
    });
    expect(await readJson(await send(`${listener.origin}/hooks`))).toMatchObject({
      delivered: false,
      attempts: [{ attempt: 1, status: 401, answerStart: 'bad signature' }],
    });
    expect(listener.received).toHaveLength(1);
  });

  it('gives up on a listener that never answers after the time limit, three times', async () => {
    deliveryOn({ SANDBOX_CALLBACK_TIMEOUT_MS: '200', SANDBOX_CALLBACK_RETRY_BASE_MS: '10' });
    listener.answerWith(() => undefined);
    const log = await readJson(await send(`${listener.origin}/hooks`));
    expect(log).toMatchObject({ delivered: false, attempts: [1, 2, 3].map((attempt) => ({ attempt, status: null, error: 'timeout' })) });
    const attempts = Array.isArray(log.attempts) ? log.attempts : [];
    for (const attempt of attempts) expect(attempt).toMatchObject({ ms: expect.any(Number) });
    expect(attempts.every((attempt: { ms: number }) => attempt.ms >= 190 && attempt.ms < 2_000)).toBe(true);
  });

  it('records a connection cut before any answer as a network error, and retries it', async () => {
    deliveryOn();
    listener.answerWith((request) => {
      request.socket.destroy();
    });
    expect(await readJson(await send(`${listener.origin}/hooks`))).toMatchObject({
      delivered: false,
      attempts: [1, 2, 3].map((attempt) => ({ attempt, status: null, error: 'network', answerStart: '' })),
    });
  });

  it('reads only the first bytes of an endless answer, then closes the connection', async () => {
    deliveryOn();
    let closedAfterBytes = -1;
    listener.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      let written = 0;
      const chunk = 'x'.repeat(16 * 1024);
      const timer = setInterval(() => {
        written += chunk.length;
        response.write(chunk);
      }, 5);
      response.on('close', () => {
        clearInterval(timer);
        closedAfterBytes = written;
      });
    });
    const started = performance.now();
    const log = await readJson(await send(`${listener.origin}/hooks`));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(log).toMatchObject({ delivered: true, attempts: [{ attempt: 1, status: 200, error: null }] });
    const [attempt] = Array.isArray(log.attempts) ? log.attempts : [];
    expect(attempt.answerStart).toMatch(/^x+$/);
    expect(attempt.answerStart.length).toBeLessThanOrEqual(512);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedAfterBytes).toBeGreaterThan(0);
  });

  it.each([
    ['a body that is not JSON', { body: 'hello' }],
    ['a body with a field the callback does not have', { body: JSON.stringify({ ...JSON.parse(shownCallback().body), note: 'anything' }) }],
    ['a body with spaces added', { body: JSON.stringify(JSON.parse(shownCallback().body), null, 2) }],
    [
      'a body whose description is not M-Pesa’s',
      { body: callbackJson(callbackBody(payment, 1032, { receipt: 'QKL1A2B3C4', at: new Date() })).replace(resultDescriptions[1032], 'Click here') },
    ],
    ['a stale timestamp', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['an id with a line break', { id: 'msg_1\r\nX-Evil: 1' }],
  ])('answers 400 to %s, sending nothing', async (_case, overrides) => {
    deliveryOn();
    const response = await send(`${listener.origin}/hooks`, shownCallback(overrides));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ fields: { callback: expect.any(String) } });
    expect(listener.received).toHaveLength(0);
  });

  it('answers 400 to a URL that is not http(s) or carries credentials', async () => {
    deliveryOn();
    for (const url of ['ftp://127.0.0.1/hooks', 'not a url', `http://user:pass@127.0.0.1:${listener.port}/hooks`]) {
      const response = await send(url);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ fields: { url: expect.any(String) } });
    }
    expect(listener.received).toHaveLength(0);
  });

  it('limits each client (behind a trusted proxy) and each destination host, with Retry-After', async () => {
    deliveryOn({
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_CLIENT: '2',
      SANDBOX_CALLBACK_PER_DESTINATION: '3',
      SANDBOX_CALLBACK_ALLOW: `${listener.origin},http://localhost:${listener.port}`,
    });
    const from = (client: string) => ({ 'x-forwarded-for': client });
    expect((await send(`${listener.origin}/a`, shownCallback(), from('203.0.113.1'))).status).toBe(200);
    expect((await send(`${listener.origin}/a`, shownCallback(), from('203.0.113.1'))).status).toBe(200);
    const clientLimited = await send(`${listener.origin}/a`, shownCallback(), from('203.0.113.1'));
    expect(clientLimited.status).toBe(429);
    expect(clientLimited.headers.get('retry-after')).toMatch(/^\d+$/);

    // Another client, same destination: its third delivery this window is one too many.
    expect((await send(`${listener.origin}/b`, shownCallback(), from('203.0.113.2'))).status).toBe(200);
    const hostLimited = await send(`${listener.origin}/b`, shownCallback(), from('203.0.113.2'));
    expect(hostLimited.status).toBe(429);
    expect(await readJson(hostLimited)).toEqual({ error: 'Too many requests: please wait and try again' });
    // Another destination host is still served.
    expect((await send(`http://localhost:${listener.port}/c`, shownCallback(), from('203.0.113.3'))).status).toBe(200);
    expect(listener.received.map(({ path }) => path)).toEqual(['/a', '/a', '/b', '/c']);
  });

  it('keeps the shared guards: another site is refused, so is a body that is not JSON', async () => {
    deliveryOn();
    expect((await send(`${listener.origin}/hooks`, shownCallback(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(`${listener.origin}/hooks`, shownCallback(), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await GET()).status).toBe(405);
    expect(listener.received).toHaveLength(0);
  });

  it('answers any other body with a 400, never a 5xx, and sends nothing', async () => {
    deliveryOn();
    const runs = { numRuns: 50 };
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        expect((await POST(postRequest(value))).status).toBe(400);
      }),
      runs,
    );
    const callback = fc.record(
      { id: fc.string({ maxLength: 120 }), timestamp: fc.oneof(fc.integer(), fc.double()), body: fc.oneof(fc.string(), fc.json()) },
      { requiredKeys: [] },
    );
    const url = fc.oneof(fc.constant(`${listener.origin}/hooks`), fc.string({ maxLength: 60 }));
    await fc.assert(
      fc.asyncProperty(url, callback, async (address, value) => {
        expect((await POST(postRequest({ url: address, callback: value }))).status).toBe(400);
      }),
      runs,
    );
    expect(listener.received).toHaveLength(0);
  });
});
