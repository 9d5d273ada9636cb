import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { browserEnvironment, simulateSandboxCall } from '@/lib/api-docs/sandbox';
import { acceptedStkPush } from '@/lib/api-docs/accepted-stk-push';
import { callbackBody, callbackJson } from '@/lib/mpesa-sandbox/callback';
import { resultDescriptions } from '@/lib/mpesa-sandbox/result-codes';
import { sandboxId } from '@/lib/mpesa-sandbox/sandbox-ids';
import { newWebhookId } from '@/lib/mpesa-sandbox/stk-simulation';
import { sandboxWebhookSecret } from '@/lib/mpesa-sandbox/webhook-signature';
import { startCallbackListener } from '@/test/callback-listener';
import { sandboxPayment } from '@/test/sandbox-payment';
import type { CallbackListener } from '@/test/callback-listener';
import { fakeAnswers } from '@/test/fake-dns';
import { captureLogs, configure, postRequest, readJson } from '@/test/route-harness';
import { GET, POST } from './route';

// Names resolve as each test says, with no network.
jest.mock('node:dns', () => jest.requireActual('../../../../test/fake-dns').fakeDns());

const randomPart = (length: number) => 'K7'.repeat(length).slice(0, length);
const payment = sandboxPayment;
const receipt = sandboxId('receipt', randomPart);
const webhookId = sandboxId('webhookId', randomPart);

/** A callback as the page shows it: signed now, its body the compact JSON of a success (or of `code`). */
function shownCallback(overrides: Partial<{ id: string; timestamp: number; body: string }> = {}, paid: typeof payment = payment, code: 0 | 1032 = 0) {
  const body = callbackJson(callbackBody(paid, code, { receipt, at: new Date() }));
  return { id: webhookId, timestamp: Math.floor(Date.now() / 1000), body, ...overrides };
}

let listener: CallbackListener;
let logs: () => string[] = () => [];
beforeAll(async () => {
  listener = await startCallbackListener();
});
afterAll(() => listener.close());
beforeEach(() => {
  listener.reset();
  fakeAnswers.clear();
  logs = captureLogs();
});

/** Delivery on, the test listener allowlisted, short waits so that retries take milliseconds. */
function deliveryOn(extra: Record<string, string> = {}): void {
  configure({ SANDBOX_CALLBACK_DELIVERY: 'true', SANDBOX_CALLBACK_ALLOW: listener.origin, SANDBOX_CALLBACK_RETRY_BASE_MS: '50', ...extra });
}

const send = (url: string, callback = shownCallback(), headers: Record<string, string> = {}) => POST(postRequest({ url, callback }, { headers }));

/** The body of a callback whose payment fields were changed by hand: every other check passes. */
const forged = (fields: Partial<typeof payment>) => shownCallback({}, { ...payment, ...fields }).body;

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
      attempts: [{ attempt: 1, status: 200, error: null, ms: expect.any(Number) }],
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
    ['a reference it was given', '{"phone":"254712345678","amount":750,"reference":"ORDER42"}'],
    ['the reference it fills in when none is given', '{"phone":"254712345678"}'],
  ])('delivers a callback exactly as the sandbox makes it, with %s', async (_case, request) => {
    deliveryOn();
    const accepted = acceptedStkPush(simulateSandboxCall('mpesa-stk-push', request, browserEnvironment), request);
    if (!accepted) throw new Error('the sandbox did not accept the STK push');
    for (const code of [0, 1032] as const) {
      const drawn = sandboxId('receipt', browserEnvironment.randomId);
      const body = callbackJson(callbackBody(accepted.payment, code, { receipt: drawn, at: new Date() }));
      const response = await send(`${listener.origin}/hooks`, shownCallback({ id: newWebhookId(browserEnvironment), body }));
      expect(response.status).toBe(200);
    }
    expect(listener.received).toHaveLength(2);
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
    ['IPv4-compatible IPv6 loopback', () => 'https://[::7f00:1]/hooks'],
    ['IPv4-compatible IPv6 loopback written with its IPv4', () => 'https://[::127.0.0.1]/hooks'],
    ['a public name on another port than 443', () => 'https://hooks.example.com:8443/hooks'],
    ['a public name on port 80 over https', () => 'https://hooks.example.com:80/hooks'],
  ])('refuses %s without the allowlist, sending nothing', async (_case, address) => {
    configure({ SANDBOX_CALLBACK_DELIVERY: 'true' });
    const response = await send(address(listener.port));
    expect(response.status).toBe(422);
    expect(await readJson(response)).toEqual({
      error: expect.stringContaining('public https addresses on the standard port (443)'),
      error_code: 'ADDRESS_REFUSED',
    });
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
      attempts: [1, 2, 3].map((attempt) => ({ attempt, status: 503, error: null, ms: expect.any(Number) })),
    });
    const [first, second, third] = listener.received;
    expect(new Set(listener.received.map(({ headers }) => headers['webhook-id']))).toEqual(new Set([webhookId]));
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
      attempts: [{ attempt: 1, status: 401 }],
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
      attempts: [1, 2, 3].map((attempt) => ({ attempt, status: null, error: 'network' })),
    });
  });

  it('returns the status and the time only, never a byte of what the destination answered', async () => {
    deliveryOn();
    const answer = '{"internal":"db-password=hunter2","admin":true}';
    listener.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-internal': 'yes' }).end(answer);
    });
    const response = await send(`${listener.origin}/hooks`);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('internal');
    const log = JSON.parse(text);
    expect(log).toEqual({ ok: true, delivered: true, attempts: [{ attempt: 1, status: 200, error: null, ms: expect.any(Number) }] });
    expect(Object.keys(log.attempts[0]).sort()).toEqual(['attempt', 'error', 'ms', 'status']);

    // A 4xx or 5xx answer's body is not shown either.
    listener.answerWith((_request, response) => {
      response.writeHead(500).end('stack trace: secret-token-123');
    });
    expect(await (await send(`${listener.origin}/hooks`)).text()).not.toContain('secret-token-123');
  });

  it('ends an attempt once the status has come: an endless answer is not read, and its connection is closed', async () => {
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
    expect(log).toEqual({ ok: true, delivered: true, attempts: [{ attempt: 1, status: 200, error: null, ms: expect.any(Number) }] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedAfterBytes).toBeGreaterThanOrEqual(0);
  });

  it('gives one and the same error for a name that resolves to a private address and a name that does not resolve', async () => {
    deliveryOn();
    fakeAnswers.set('intranet.example.com', '10.0.0.5');
    fakeAnswers.set('metadata.example.com', '169.254.169.254');
    fakeAnswers.set('compat.example.com', '::7f00:1');
    fakeAnswers.set('missing.example.com', null);
    const answers = [];
    for (const host of ['intranet.example.com', 'metadata.example.com', 'compat.example.com', 'missing.example.com']) {
      const response = await send(`https://${host}/hooks`);
      const body = await readJson(response);
      const attempts = Array.isArray(body.attempts) ? body.attempts : [];
      // Times differ run to run; everything else must be the same.
      answers.push({ status: response.status, body: { ...body, attempts: attempts.map((attempt: Record<string, unknown>) => ({ ...attempt, ms: 0 })) } });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: { ok: true, delivered: false, attempts: [1, 2, 3].map((attempt) => ({ attempt, status: null, error: 'network', ms: 0 })) },
    });
    for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
    expect(listener.received).toHaveLength(0);
    // The operator's log still tells them apart.
    expect(logs().filter((line) => line.includes('"outcome":"refused"'))).toHaveLength(9);
  });

  it.each([
    ['a body that is not JSON', { body: 'hello' }],
    ['a body with a field the callback does not have', { body: JSON.stringify({ ...JSON.parse(shownCallback().body), note: 'anything' }) }],
    ['a body with spaces added', { body: JSON.stringify(JSON.parse(shownCallback().body), null, 2) }],
    ['a body whose description is not M-Pesa’s', { body: shownCallback({}, payment, 1032).body.replace(resultDescriptions[1032], 'Click here') }],
    ['a stale timestamp', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ['an id with a line break', { id: 'msg_1\r\nX-Evil: 1' }],
    ['an id of free text', { id: 'msg_Visit.evil.example:now' }],
    ['a checkout request id the sandbox never makes', { body: forged({ checkout_request_id: 'ws_CO_SANDBOX_<a href=//evil.example>win</a>' }) }],
    ['a checkout request id of another shape', { body: forged({ checkout_request_id: 'ws_CO_15012026103000123456' }) }],
    ['a transaction id with free text', { body: forged({ transaction_id: `SANDBOX_${'A'.repeat(2000)}` }) }],
    ['a transaction id in lower case', { body: forged({ transaction_id: 'SANDBOX_k7k7k7k7k7k7' }) }],
    ['a reference with spaces and symbols', { body: forged({ reference: 'Please call +254700000000 now' }) }],
    ['a reference longer than the rules allow', { body: forged({ reference: 'A'.repeat(21) }) }],
    ['an amount over the limit', { body: forged({ amount: 70_001 }) }],
    ['a receipt the sandbox never makes', { body: shownCallback().body.replace(receipt, 'receipt-1') }],
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

  it('counts every spelling of one domain under one limit: Example.com., a.example.com and example.com', async () => {
    const names = ['example.com.', 'a.example.com', 'example.com', 'b.example.com', 'example.org'];
    for (const name of names) fakeAnswers.set(name, '127.0.0.1');
    deliveryOn({
      TRUST_PROXY: '1',
      SANDBOX_CALLBACK_PER_DESTINATION: '3',
      SANDBOX_CALLBACK_ALLOW: names.map((name) => `http://${name}:${listener.port}`).join(','),
    });
    const from = (client: number) => ({ 'x-forwarded-for': `203.0.113.${client}` });
    expect((await send(`http://Example.com.:${listener.port}/1`, shownCallback(), from(1))).status).toBe(200);
    expect((await send(`http://a.example.com:${listener.port}/2`, shownCallback(), from(2))).status).toBe(200);
    expect((await send(`http://example.com:${listener.port}/3`, shownCallback(), from(3))).status).toBe(200);
    // A fourth delivery to the same domain, under yet another name and from another client, is one too many.
    const limited = await send(`http://b.example.com:${listener.port}/4`, shownCallback(), from(4));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await send(`http://example.org:${listener.port}/5`, shownCallback(), from(5))).status).toBe(200);
    expect(listener.received.map(({ path }) => path)).toEqual(['/1', '/2', '/3', '/5']);
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
