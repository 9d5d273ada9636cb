import { Webhook } from 'standardwebhooks';
import { callbackBody, callbackJson } from '@/lib/mpesa-sandbox/callback';
import { sandboxId } from '@/lib/mpesa-sandbox/sandbox-ids';
import { callbackHeaders, sandboxWebhookSecret, signCallback } from '@/lib/mpesa-sandbox/webhook-signature';
import { forwardedCallbackSchema, pairingCodePattern, pairingSchema } from '@/lib/sandbox-listen/protocol';
import type { Pairing } from '@/lib/sandbox-listen/protocol';
import { resetListenStore } from '@/lib/server/sandbox-listen/pairings';
import { publishCallback } from '@/lib/server/sandbox-listen/publish';
import { sandboxPayment } from '@/test/sandbox-payment';
import { captureLogs, configure, setDraining, postRequest, readJson } from '@/test/route-harness';
import { eventParser } from '../../../../packages/cli/src/sse';
import type { ServerSentEvent } from '../../../../packages/cli/src/sse';
import { POST as publish } from './events/route';
import { POST as report } from './results/route';
import { POST as pair } from './route';
import { GET as stream } from './stream/route';

const payment = sandboxPayment;

let webhookCount = 0;
/** A callback as the page shows it, signed now, each with its own webhook id. */
function shownCallback() {
  webhookCount += 1;
  const id = sandboxId('webhookId', (length) => String(webhookCount).padStart(length, 'A'));
  return { id, timestamp: Math.floor(Date.now() / 1000), body: callbackJson(callbackBody(payment, 0, { receipt: 'SBX1234567', at: new Date() })) };
}

async function newPairing(headers: Record<string, string> = {}): Promise<Pairing> {
  const response = await pair(postRequest({}, { headers }));
  expect(response.status).toBe(201);
  return pairingSchema.parse(await readJson(response));
}

function streamRequest(pairing: Pairing, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${pairing.streamUrl}`, {
    headers: { authorization: `Bearer ${pairing.token}`, 'x-forwarded-for': '203.0.113.10', ...headers },
  });
}

/** Reads a stream's events until `count` have come (or the stream ends), then lets it go. */
async function eventsOf(response: Response, count: number): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  const feed = eventParser((event) => events.push(event));
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  while (reader && events.length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    feed(decoder.decode(value, { stream: true }));
  }
  await reader?.cancel();
  return events;
}

beforeEach(() => {
  captureLogs();
  configure({});
  resetListenStore();
  globalThis.kilelePayProcessState = undefined;
});

describe('POST /api/sandbox/listen (pairing)', () => {
  it('answers a code to type in two groups of five unambiguous characters, a token, the stream and when it expires (30 minutes unused)', async () => {
    const before = Date.now();
    const pairing = await newPairing();
    expect(pairing.code).toMatch(pairingCodePattern);
    expect(pairing.code).not.toMatch(/[ILOU]/);
    expect(pairing.streamUrl).toBe(`/api/sandbox/listen/stream?code=${pairing.code}`);
    const expires = Date.parse(pairing.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(30 * 60 * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);
    const codes = new Set(await Promise.all(Array.from({ length: 20 }, async () => (await newPairing()).code)));
    expect(codes.size).toBe(20);
  });

  it('is limited per client, as the other routes are', async () => {
    configure({ TRUST_PROXY: '1', RATE_LIMIT_PER_CLIENT: '2' });
    await newPairing();
    await newPairing();
    const limited = await pair(postRequest({}));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not.
    await newPairing({ 'x-forwarded-for': '203.0.113.99' });
  });

  it('refuses what is not JSON, and other sites', async () => {
    expect((await pair(postRequest(null, { raw: 'code', headers: { 'content-type': 'text/plain' } }))).status).toBe(415);
    expect((await pair(postRequest({}, { headers: { origin: 'https://evil.example' } }))).status).toBe(403);
  });
});

describe('the stream, the page publishing and the command reporting', () => {
  it('carries the exact request the page shows to the command, and the command’s report back to the page', async () => {
    const pairing = await newPairing();
    const opened = await stream(streamRequest(pairing));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('x-accel-buffering')).toBe('no');
    const received = eventsOf(opened, 1);

    const callback = shownCallback();
    // The page types the code as a person would: lower case, without the dash.
    const published = publish(postRequest({ code: pairing.code.replace('-', '').toLowerCase(), callback }));
    const [event] = await received;
    expect(event?.event).toBe('callback');
    expect(event?.id).toMatch(/^\d+-\d+$/);
    const forwarded = forwardedCallbackSchema.parse(JSON.parse(event?.data ?? ''));
    expect(forwarded.body).toBe(callback.body);
    expect(forwarded.headers).toEqual(callbackHeaders(signCallback(callback)));
    const headers = Object.fromEntries(forwarded.headers);
    expect(new Webhook(sandboxWebhookSecret).verify(forwarded.body, headers)).toEqual(JSON.parse(callback.body));

    const reported = await report(postRequest({ code: pairing.code, token: pairing.token, eventId: event?.id, result: { status: 200, error: null, ms: 12 } }));
    expect(reported.status).toBe(200);
    const answer = await published;
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toEqual({ ok: true, eventId: event?.id, result: { status: 200, error: null, ms: 12 } });
  });

  it('replays what a reconnecting command missed, from the Last-Event-ID it sends', async () => {
    const pairing = await newPairing();
    const ids: string[] = [];
    for (let count = 0; count < 3; count += 1) {
      // No command is listening: published without waiting for a report.
      const published = await publishCallback(pairing.code, shownCallback(), { waitMs: 0 });
      expect(published?.result).toBeNull();
      ids.push(published?.eventId ?? '');
    }
    // A command that opens the stream for the first time gets every event of the pairing.
    expect((await eventsOf(await stream(streamRequest(pairing)), 3)).map(({ id }) => id)).toEqual(ids);
    // One that saw the first gets the two after it, and nothing twice.
    const resumed = await eventsOf(await stream(streamRequest(pairing, { 'last-event-id': ids[0] ?? '' })), 2);
    expect(resumed.map(({ id }) => id)).toEqual(ids.slice(1));
  });

  it('opens the stream only with the pairing’s token, a well-formed code and a well-formed Last-Event-ID', async () => {
    const pairing = await newPairing();
    const other = await newPairing();
    expect((await stream(streamRequest(pairing, { authorization: `Bearer ${other.token}` }))).status).toBe(404);
    expect((await stream(streamRequest(pairing, { authorization: '' }))).status).toBe(400);
    expect(
      (await stream(new Request('http://localhost/api/sandbox/listen/stream?code=nope', { headers: { authorization: `Bearer ${pairing.token}` } }))).status,
    ).toBe(400);
    expect((await stream(streamRequest(pairing, { 'last-event-id': '1-0; drop' }))).status).toBe(400);
    expect((await report(postRequest({ code: pairing.code, token: other.token, eventId: '1-0', result: { status: 200, error: null, ms: 1 } }))).status).toBe(
      404,
    );
  });

  it('refuses a code no pairing has, a callback the sandbox would not make, and a body over the cap', async () => {
    const unknown = await publish(postRequest({ code: '00000-00000', callback: shownCallback() }));
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toMatchObject({ error_code: 'UNKNOWN_CODE' });
    const pairing = await newPairing();
    const forged = { ...shownCallback(), body: '{"type":"mpesa.stk_push.succeeded","data":{"amount":1}}' };
    const refused = await publish(postRequest({ code: pairing.code, callback: forged }));
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ fields: { callback: expect.any(String) } });
    expect((await publish(postRequest({ code: 'ABC', callback: shownCallback() }))).status).toBe(400);
    const stale = { ...shownCallback(), timestamp: Math.floor(Date.now() / 1000) - 3600 };
    expect((await publish(postRequest({ code: pairing.code, callback: stale }))).status).toBe(400);
    const huge = { code: pairing.code, callback: { ...shownCallback(), body: 'x'.repeat(20_000) } };
    expect((await publish(postRequest(huge))).status).toBe(413);
  });

  it('ends the stream when the instance starts draining, and sends reconnections elsewhere with a 503', async () => {
    const pairing = await newPairing();
    const opened = await stream(streamRequest(pairing));
    setDraining(true);
    // The stream ends by itself, within a read's wait.
    expect(await eventsOf(opened, 1)).toEqual([]);
    const refused = await stream(streamRequest(pairing));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
  });
});
