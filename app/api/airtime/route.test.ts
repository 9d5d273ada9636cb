import { POST as demoPayment } from '@/app/api/demo/payment/route';
import { configure, postRequest, readJson, withFakeUpstream } from '@/test/route-harness';
import { POST } from './route';

const harness = withFakeUpstream((url) => ({ AIRTIME_API_URL: `${url}/airtime-svc`, AIRTIME_SERVICE: 'kilele' }));

describe('POST /api/airtime', () => {
  it('sends phoneNumber, recipientPhone and an integer amount, as JSON without an Authorization header', async () => {
    const response = await POST(postRequest({ phoneNumber: '0712 345 678', recipientPhone: '+254110123456', amount: '50' }));
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ ok: true, message: expect.stringContaining('KES 50') });

    expect(harness.upstream.requests).toHaveLength(1);
    const [sent] = harness.upstream.requests;
    expect(sent?.path).toBe('/airtime-svc/api/v1/kilele/stk_push/');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.text).toBe('{"phoneNumber":"254712345678","recipientPhone":"254110123456","amount":50}');
  });

  it('names every bad field: the minimum of KES 10, whole shillings, Kenyan mobiles', async () => {
    const response = await POST(postRequest({ phoneNumber: '020 123 4567', recipientPhone: '', amount: 9.5 }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).fields).toEqual({
      phoneNumber: 'Enter a valid Kenyan mobile number, e.g. 0712 345 678',
      recipientPhone: 'Enter the recipient phone number',
      amount: 'Enter whole shillings',
    });
    const low = await POST(postRequest({ phoneNumber: '0712345678', recipientPhone: '0712345678', amount: 9 }));
    expect((await readJson(low)).fields).toEqual({ amount: 'The minimum amount is KES 10' });
    expect(harness.upstream.requests).toHaveLength(0);
  });

  it('does not retry: one request, then 502 on a failure and 504 on a timeout', async () => {
    harness.upstream.respondWith({ status: 500, body: { detail: 'db down' } });
    const failed = await POST(postRequest({ phoneNumber: '0712345678', recipientPhone: '0712345678', amount: 10 }));
    expect(failed.status).toBe(502);
    expect(JSON.stringify(await readJson(failed))).not.toContain('db down');
    expect(harness.upstream.requests).toHaveLength(1);

    harness.upstream.reset();
    configure({ AIRTIME_API_URL: harness.upstream.url, UPSTREAM_TIMEOUT_MS: '300' });
    harness.upstream.respondWith({ delayMs: 5_000 });
    expect((await POST(postRequest({ phoneNumber: '0712345678', recipientPhone: '0712345678', amount: 10 }))).status).toBe(504);
    expect(harness.upstream.requests).toHaveLength(1);
  });

  it('shares the per-phone limit with the payment demo: a phone is prompted a few times at most', async () => {
    configure({ AIRTIME_API_URL: harness.upstream.url, RATE_LIMIT_PER_PHONE: '2' });
    expect((await demoPayment(postRequest({ phone: '0712345678' }))).status).toBe(202);
    expect((await POST(postRequest({ phoneNumber: '0712345678', recipientPhone: '0722000000', amount: 20 }))).status).toBe(202);
    const limited = await POST(postRequest({ phoneNumber: '+254712345678', recipientPhone: '0722000000', amount: 20 }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Topping up that phone from another payer is not a prompt to it.
    expect((await POST(postRequest({ phoneNumber: '0722000000', recipientPhone: '0712345678', amount: 20 }))).status).toBe(202);
  });

  it('answers a labelled simulated success in sandbox mode (AIRTIME_API_URL unset), logging masked numbers', async () => {
    configure();
    const response = await POST(postRequest({ phoneNumber: '0712345678', recipientPhone: '0712345678', amount: 100 }));
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ ok: true, sandbox: true, message: expect.stringMatching(/^Sandbox mode/) });
    expect(harness.upstream.requests).toHaveLength(0);
    const line = harness.logs().find((entry) => entry.includes('sandbox.airtime')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ payer: '254712•••678', amount: 100 });
  });
});
