import { z } from 'zod';
import { configure, postRequest, readJson, withFakeUpstream } from '@/test/route-harness';
import { POST } from './route';

const credentials = { PAYMENTS_USERNAME: 'kilele-demo', PAYMENTS_PASSWORD: 'pa55-w0rd-9f2c' };
const sentDestination = (body: unknown) => z.object({ destination: z.object({ requestId: z.string(), timestamp: z.string() }) }).parse(body).destination;
const basic = `Basic ${Buffer.from('kilele-demo:pa55-w0rd-9f2c').toString('base64')}`;

const harness = withFakeUpstream((url) => ({
  ...credentials,
  PAYMENTS_API_URL: `${url}/pay`,
  PAYMENTS_PROVIDER: 'mpesa',
  PAYMENTS_MERCHANT_ID: 'KP-MERCHANT-1',
  PAYMENTS_CALLBACK_URL: 'https://www.kilelepay.co.ke/ipn/demo',
}));

describe('POST /api/demo/payment', () => {
  it('sends the full demo payment request with Basic auth, amount fixed at KES 5', async () => {
    const before = Date.now();
    const response = await POST(postRequest({ phone: '0712 345 678', amount: 70_000 }));
    expect(response.status).toBe(202);
    const body = await readJson(response);
    expect(body).toEqual({ ok: true, message: expect.stringContaining('KES 5'), reference: expect.any(String) });

    expect(harness.upstream.requests).toHaveLength(1);
    const [sent] = harness.upstream.requests;
    expect(sent?.path).toBe('/pay/mpesa/api/v1/payments/process');
    expect(sent?.headers.authorization).toBe(basic);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      ipnEnabled: true,
      callbackurl: 'https://www.kilelepay.co.ke/ipn/demo',
      title: 'Kilele Pay M-Pesa Express demo',
      merchantId: 'KP-MERCHANT-1',
      source: { countryCode: 'KE', accountNumber: '174379' },
      destination: {
        requestId: body.reference,
        accountType: 'MOBILE_WALLET',
        countryCode: 'KE',
        serviceType: 'MPESA_EXPRESS',
        recipientName: 'Kilele Pay demo customer',
        accountNumber: '254712345678',
        accountReference: 'DEMO123',
        mobileNumber: '254712345678',
        accountIssuer: 'SAFARICOM',
        transactionType: 'COLLECTION',
        amount: 5,
        currency: 'KES',
        remarks: 'Kilele Pay demo payment of KES 5',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        bankCode: '63902',
      },
    });
    const timestamp = Date.parse(sentDestination(sent?.body).timestamp);
    expect(timestamp).toBeGreaterThanOrEqual(before - 1);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('uses a fresh requestId for every request', async () => {
    await POST(postRequest({ phone: '0712345678' }));
    await POST(postRequest({ phone: '0722000000' }));
    const ids = harness.upstream.requests.map((request) => sentDestination(request.body).requestId);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('never shows the credentials or the upstream answer to the browser', async () => {
    harness.upstream.respondWith({ status: 401, body: { error: `bad credentials ${credentials.PAYMENTS_PASSWORD}` } });
    const failed = await POST(postRequest({ phone: '0712345678' }));
    harness.upstream.reset();
    const succeeded = await POST(postRequest({ phone: '0712345679' }));
    for (const response of [failed, succeeded]) {
      const text = JSON.stringify([...response.headers]) + (await response.text());
      for (const secret of [credentials.PAYMENTS_USERNAME, credentials.PAYMENTS_PASSWORD, basic.slice(6), 'Basic ']) {
        expect(text).not.toContain(secret);
      }
    }
    expect(failed.status).toBe(502);
  });

  it('does not retry a failed payment: one request, then 502', async () => {
    harness.upstream.respondWith({ status: 503 });
    expect((await POST(postRequest({ phone: '0712345678' }))).status).toBe(502);
    expect(harness.upstream.requests).toHaveLength(1);
  });

  it('does not retry a slow payment: one request, then 504', async () => {
    configure({ ...credentials, PAYMENTS_API_URL: harness.upstream.url, PAYMENTS_MERCHANT_ID: 'M', UPSTREAM_TIMEOUT_MS: '300' });
    harness.upstream.respondWith({ delayMs: 5_000 });
    expect((await POST(postRequest({ phone: '0712345678' }))).status).toBe(504);
    expect(harness.upstream.requests).toHaveLength(1);
  });

  it.each([
    ['an answer that is not JSON', { body: '<html>Bad gateway</html>' }],
    ['an explicit refusal', { body: { success: false, message: 'Insufficient float' } }],
  ])('answers 502 on %s', async (_case, rule) => {
    harness.upstream.respondWith(rule);
    const response = await POST(postRequest({ phone: '0712345678' }));
    expect(response.status).toBe(502);
    expect(JSON.stringify(await readJson(response))).not.toMatch(/html|float/i);
  });

  it('limits the prompts a phone gets, however it is written, with Retry-After', async () => {
    configure({
      ...credentials,
      PAYMENTS_API_URL: harness.upstream.url,
      PAYMENTS_MERCHANT_ID: 'M',
      RATE_LIMIT_PER_PHONE: '2',
      RATE_LIMIT_PHONE_WINDOW_SECONDS: '600',
    });
    const forms = ['0712345678', '+254 712 345 678', '712345678'];
    // Different clients, same phone: the phone's owner is what the limit protects.
    const statuses = [];
    for (const [index, phone] of forms.entries()) {
      statuses.push((await POST(postRequest({ phone }, { headers: { 'x-forwarded-for': `198.51.100.${index}` } }))).status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    const limited = await POST(postRequest({ phone: '0712345678' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await readJson(limited)).toEqual({ error: expect.stringContaining('Too many requests') });
    expect(harness.upstream.requests).toHaveLength(2);
    // Another phone is not affected.
    expect((await POST(postRequest({ phone: '0722000000' }))).status).toBe(202);
  });

  describe('in sandbox mode (payments variables unset)', () => {
    beforeEach(() => configure());

    it('answers a labelled simulated success and calls nobody', async () => {
      const response = await POST(postRequest({ phone: '0712345678' }));
      expect(response.status).toBe(202);
      expect(await readJson(response)).toEqual({ ok: true, sandbox: true, message: expect.stringMatching(/^Sandbox mode/), reference: expect.any(String) });
      expect(harness.upstream.requests).toHaveLength(0);
    });

    it('validates the same way', async () => {
      const response = await POST(postRequest({ phone: '0201234567' }));
      expect(response.status).toBe(400);
      expect((await readJson(response)).fields).toEqual({ phone: 'Enter a valid Kenyan mobile number, e.g. 0712 345 678' });
    });
  });
});
