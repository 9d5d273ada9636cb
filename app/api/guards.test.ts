import fc from 'fast-check';
import * as airtime from '@/app/api/airtime/route';
import * as contact from '@/app/api/contact/route';
import * as demoPayment from '@/app/api/demo/payment/route';
import * as newsletter from '@/app/api/newsletter/route';
import * as notify from '@/app/api/notify/route';
import { resetLimits } from '@/lib/server/limits';
import { captureLogs, chunkedBody, configure, postRequest, readJson } from '@/test/route-harness';

// The guards every handler shares, route by route, in
// sandbox mode: nothing here may reach an upstream, and nothing may answer 5xx.
const routes = [
  {
    name: 'contact',
    route: contact,
    valid: { fullname: 'A', email: 'a@example.com', company: 'B', phone: '0712345678', subject: 'Other', message: 'Hi' },
    // The lead routes also take a plain form post, from a page without JavaScript.
    takesForms: true,
  },
  { name: 'newsletter', route: newsletter, valid: { email: 'a@example.com' }, takesForms: true },
  { name: 'notify', route: notify, valid: { email: 'a@example.com', country: 'ug' }, takesForms: true },
  { name: 'demo/payment', route: demoPayment, valid: { phone: '0712345678' }, takesForms: false },
  { name: 'airtime', route: airtime, valid: { phoneNumber: '0712345678', recipientPhone: '0712345678', amount: 10 }, takesForms: false },
] as const;

beforeEach(() => {
  captureLogs();
  configure();
});

describe.each(routes)('/api/$name', ({ route, valid, takesForms }) => {
  const { POST } = route;

  it('accepts a valid body (the baseline of the cases below)', async () => {
    const response = await POST(postRequest(valid));
    expect([200, 202]).toContain(response.status);
    expect(await readJson(response)).toMatchObject({ ok: true, sandbox: true });
  });

  const refusedTypes: [string, string | undefined][] = [
    ['no content type', undefined],
    ['text/plain', 'text/plain'],
    ['JSON in another charset', 'application/json; charset=iso-8859-1'],
    ['a JSON look-alike', 'application/jsonp'],
  ];
  if (!takesForms) refusedTypes.push(['a form', 'application/x-www-form-urlencoded']);

  it.each(refusedTypes)('answers 415 to %s', async (_case, type) => {
    const request = new Request('http://localhost/api', { method: 'POST', body: JSON.stringify(valid), headers: type ? { 'content-type': type } : {} });
    if (!type) request.headers.delete('content-type');
    const response = await POST(request);
    expect(response.status).toBe(415);
    expect(await readJson(response)).toEqual({ error: 'Send the request body as application/json' });
  });

  it('accepts JSON with a UTF-8 charset in any case', async () => {
    expect((await POST(postRequest(valid, { headers: { 'content-type': 'Application/JSON; Charset="UTF-8"' } }))).status).toBeLessThan(300);
  });

  it('answers 413 to a body over 16 KiB announced by Content-Length, and to one sent without it', async () => {
    const big = JSON.stringify({ ...valid, padding: 'x'.repeat(16 * 1024) });
    const declared = await POST(postRequest(null, { raw: big, headers: { 'content-length': String(Buffer.byteLength(big)) } }));
    expect(declared.status).toBe(413);
    expect(await readJson(declared)).toEqual({ error: 'The request body is too large' });

    const chunked = await POST(postRequest(null, { raw: chunkedBody(17 * 1024) }));
    expect(chunked.headers.get('content-length')).toBeNull();
    expect(chunked.status).toBe(413);

    // A Content-Length that understates the body does not get past the cap either.
    const lying = await POST(postRequest(null, { raw: chunkedBody(40 * 1024), headers: { 'content-length': '10' } }));
    expect(lying.status).toBe(413);
  });

  it('reads a body of exactly 16 KiB', async () => {
    const response = await POST(postRequest(null, { raw: chunkedBody(16 * 1024) }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'The request body is not valid JSON' });
  });

  it.each([['https://evil.example'], ['null'], ['http://localhost:3001'], ['https://kilelepay.co.ke']])('answers 403 to Origin %s', async (origin) => {
    const response = await POST(postRequest(valid, { headers: { origin } }));
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ error: 'Requests from other sites are not accepted' });
  });

  it.each([['http://localhost'], ['https://www.kilelepay.co.ke']])('accepts Origin %s (the request’s own and SITE_URL)', async (origin) => {
    expect((await POST(postRequest(valid, { headers: { origin } }))).status).toBeLessThan(300);
  });

  it.each(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('answers 405 JSON with Allow: POST to %s', async (method) => {
    const handler = route[method];
    const response = await handler();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await readJson(response)).toEqual({ error: 'Method not allowed: use POST' });
  });

  it.each([
    ['invalid JSON', '{"email": '],
    ['an empty body', ''],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('answers 400 to %s', async (_case, raw) => {
    const response = await POST(postRequest(null, { raw }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('answers 400 naming every field of an empty object', async () => {
    const response = await POST(postRequest({}));
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(Object.keys(valid).sort());
  });

  it('answers 429 with Retry-After once a client passes its limit, per client address', async () => {
    configure({ RATE_LIMIT_PER_CLIENT: '3', RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_PER_PHONE: '100', TRUST_PROXY: 'true' });
    const from = (address: string) => postRequest(valid, { headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 3; i += 1) expect((await POST(from('198.51.100.7'))).status).toBeLessThan(300);
    const limited = await POST(from('198.51.100.7'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await readJson(limited)).toEqual({ error: 'Too many requests: please wait and try again' });
    expect((await POST(from('198.51.100.8'))).status).toBeLessThan(300);
  });

  it('without a trusted proxy, one client cannot use up the form for everyone: only the per-route ceiling applies', async () => {
    configure({ RATE_LIMIT_PER_CLIENT: '2', RATE_LIMIT_PER_ROUTE: '15', RATE_LIMIT_PER_PHONE: '100' });
    const statuses = [];
    for (let i = 0; i < 16; i += 1) statuses.push((await POST(postRequest(valid, { headers: { 'x-forwarded-for': '192.0.2.1' } }))).status);
    expect(statuses.slice(0, 15).every((status) => status < 300)).toBe(true);
    expect(statuses[15]).toBe(429);
  });

  it('with a trusted proxy, the per-route ceiling still holds across many clients', async () => {
    configure({ TRUST_PROXY: '1', RATE_LIMIT_PER_ROUTE: '4', RATE_LIMIT_PER_PHONE: '100' });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await POST(postRequest(valid, { headers: { 'x-forwarded-for': `192.0.2.${i}` } }))).status);
    expect(statuses.slice(0, 4).every((status) => status < 300)).toBe(true);
    expect(statuses[4]).toBe(429);
  });
});

// Property-based: whatever arrives, a 4xx JSON answer, never a 5xx and never a throw. Each
// run starts from empty rate-limit counts so that the answer reflects the input.
describe('any input', () => {
  const fresh = () => resetLimits();
  const runs = { numRuns: 50 };

  async function expectClientError(response: Response) {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await readJson(response);
  }

  it.each(routes)('/api/$name answers any JSON value with a 4xx', async ({ route }) => {
    await fc.assert(fc.asyncProperty(fc.jsonValue(), async (value) => expectClientError(await route.POST(postRequest(value)))).beforeEach(fresh), runs);
  });

  it.each(routes)('/api/$name answers its own fields holding any JSON values with a 4xx', async ({ route, valid }) => {
    const fields = fc.record(Object.fromEntries(Object.keys(valid).map((key) => [key, fc.jsonValue()])), { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(fields, async (value) => expectClientError(await route.POST(postRequest(value)))).beforeEach(fresh), runs);
  });

  it.each(routes)('/api/$name answers any string body with a 4xx', async ({ route }) => {
    await fc.assert(
      fc
        .asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (raw) => expectClientError(await route.POST(postRequest(null, { raw }))))
        .beforeEach(fresh),
      runs,
    );
  });

  it.each(routes)('/api/$name answers any bytes, short or around the 16 KiB cap, with a 4xx', async ({ route }) => {
    // Random bytes, repeated up to a random length: large bodies without drawing 20,000 values.
    const bytes = fc
      .tuple(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.oneof(fc.integer({ min: 0, max: 64 }), fc.integer({ min: 16_000, max: 20_000 })))
      .map(([pattern, length]) => Uint8Array.from({ length }, (_, index) => pattern[index % pattern.length] ?? 0));
    await fc.assert(fc.asyncProperty(bytes, async (raw) => expectClientError(await route.POST(postRequest(null, { raw })))).beforeEach(fresh), runs);
  });

  it.each(routes)('/api/$name answers any headers with a 4xx', async ({ route }) => {
    const headers = fc.record(
      {
        'content-type': fc.oneof(fc.constant('application/json'), fc.string({ maxLength: 40 })),
        origin: fc.oneof(fc.webUrl(), fc.string({ maxLength: 40 })),
        'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 40 })),
        'content-length': fc.nat().map(String),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc
        .asyncProperty(headers, fc.jsonValue(), async (extra, value) => {
          const safe = Object.fromEntries(Object.entries(extra).filter(([, header]) => /^[\t\x20-\x7e]*$/.test(header)));
          await expectClientError(await route.POST(postRequest(value, { headers: safe })));
        })
        .beforeEach(fresh),
      runs,
    );
  });
});
