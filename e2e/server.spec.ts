import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { expect, test } from './support/test';
import { fakeUpstreamUrl, port } from '../playwright.config';
import { as254, expectUpstreamReceived, randomPhone, unique } from './support/fake-upstream';

// The route handlers through the real server, against the fake upstream it is configured
// with (playwright.config.ts), and the security headers on what the server sends.

const securityHeaders = {
  'content-security-policy': /^default-src 'none';(?=.*base-uri 'none')(?=.*frame-ancestors 'none')/,
  'strict-transport-security': /^max-age=63072000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};

test.describe('security headers @once', () => {
  test('a page and an API response carry every security header', async ({ request, baseURL }) => {
    const page = await request.get('/ke');
    const api = await request.post('/api/contact', { data: {}, headers: { origin: new URL(baseURL ?? '').origin } });
    expect(api.status()).toBe(400);
    for (const response of [page, api]) {
      const headers = response.headers();
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], name).toMatch(value);
    }
    expect(api.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(api.headers()['cache-control']).toBe('no-store');
  });
});

// The Content-Security-Policy of every page, and the browser enforcing it: content-security-policy.spec.ts.

test.describe('route handlers against the fake upstream @once', () => {
  test('POST /api/contact sends the message to the mail API', async ({ request, baseURL }) => {
    const email = `c-${unique()}@example.co.ke`;
    const message = { fullname: 'Wanjiru Kamau', email, company: 'Duka Bora', phone: '0712 345 678', subject: 'Developer APIs', message: 'Hello from e2e' };
    const response = await request.post('/api/contact', { data: message, headers: { origin: new URL(baseURL ?? '').origin } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Your message has been sent successfully', reference: expect.any(String) });

    const [sent] = await expectUpstreamReceived(request, email);
    expect(sent?.path).toBe('/mail/send-email/contact');
    expect(sent?.body).toEqual({ organisation: 'Kilele Pay', to: 'inbox@kilelepay.test', data: { ...message, phone: '+254712345678' } });
  });

  test('POST /api/newsletter and /api/notify go through the mail API too', async ({ request }) => {
    const email = `n-${unique()}@example.com`;
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(200);
    expect((await request.post('/api/notify', { data: { email, country: 'ug' } })).status()).toBe(200);
    const sent = await expectUpstreamReceived(request, email, 2);
    expect(sent.map((entry) => entry.text)).toEqual([
      expect.stringContaining('Newsletter subscription'),
      expect.stringContaining('Launch notification: Uganda'),
    ]);
  });

  test('POST /api/demo/payment sends Basic credentials upstream and none to the browser', async ({ request }) => {
    const phone = randomPhone();
    const response = await request.post('/api/demo/payment', { data: { phone } });
    expect(response.status()).toBe(202);
    const text = await response.text();
    expect(text).not.toMatch(/e2e-user|e2e-password|Basic/);
    expect(JSON.stringify(response.headers())).not.toMatch(/e2e-password|Basic/);

    const [sent] = await expectUpstreamReceived(request, as254(phone));
    expect(sent?.path).toBe('/payments/mpesa/api/v1/payments/process');
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from('e2e-user:e2e-password-5d1f').toString('base64')}`);
    expect(sent?.body).toMatchObject({ merchantId: 'e2e-merchant', destination: { mobileNumber: as254(phone), amount: 5, currency: 'KES' } });
    expect(JSON.parse(text)).toEqual({ ok: true, message: expect.any(String), reference: expect.any(String) });
  });

  test('POST /api/airtime sends the STK push, and a phone is prompted three times at most', async ({ request }) => {
    const phone = randomPhone();
    const buy = () => request.post('/api/airtime', { data: { phoneNumber: phone, recipientPhone: phone, amount: 20 } });
    for (let i = 0; i < 3; i += 1) expect((await buy()).status()).toBe(202);
    const limited = await buy();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    const sent = await expectUpstreamReceived(request, as254(phone), 3);
    expect(sent[0]?.path).toBe('/airtime/api/v1/airtime/stk_push/');
    expect(sent[0]?.headers.authorization).toBeUndefined();
    expect(sent[0]?.text).toBe(`{"phoneNumber":"${as254(phone)}","recipientPhone":"${as254(phone)}","amount":20}`);
  });

  test('an upstream failure is a 502, sent once and never retried', async ({ request }) => {
    const phone = randomPhone();
    await request.post(`${fakeUpstreamUrl}/__rules`, { data: { bodyIncludes: as254(phone), status: 500, body: { trace: 'db password=xyz' } } });
    const response = await request.post('/api/demo/payment', { data: { phone } });
    expect(response.status()).toBe(502);
    expect(await response.text()).not.toMatch(/password|trace/);
    await expectUpstreamReceived(request, as254(phone), 1);
  });
});

test.describe('request guards through the real server @once', () => {
  test('415, 403, 405, 400 and 413 (with Content-Length) as JSON', async ({ request }) => {
    const wrongType = await request.post('/api/contact', { data: 'fullname=x', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status()).toBe(415);
    const foreign = await request.post('/api/newsletter', { data: { email: 'a@example.com' }, headers: { origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    const get = await request.get('/api/airtime');
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe('POST');
    expect(await get.json()).toEqual({ error: expect.any(String) });
    const invalid = await request.post('/api/demo/payment', { data: { phone: '123' } });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).fields).toEqual({ phone: expect.any(String) });
    const big = await request.post('/api/contact', { data: { message: 'x'.repeat(20_000) } });
    expect(big.status()).toBe(413);
    for (const response of [wrongType, foreign, get, invalid, big]) expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  });

  test('413 for a chunked body with no Content-Length', async ({ baseURL }) => {
    const url = new URL('/api/contact', baseURL);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      // 40 chunks of 1 KiB, written as the server reads; it answers once past 16 KiB.
      let sent = 0;
      const writeMore = () => {
        while (sent < 40) {
          sent += 1;
          if (!outgoing.write(`${' '.repeat(1023)}\n`)) return outgoing.once('drain', writeMore);
        }
        outgoing.end();
      };
      writeMore();
    });
    expect(status).toBe(413);
  });

  test('a server setting that is set but invalid stops the server at start, naming it', async () => {
    test.setTimeout(60_000);
    const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port + 9), '--hostname', '127.0.0.1'], {
      env: { ...process.env, MAIL_API_URL: 'not-a-url', PAYMENTS_USERNAME: 'orphan' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        server.kill();
        resolve(null);
      }, 45_000);
      server.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(output).toContain('MAIL_API_URL: must be an absolute http(s) URL');
    expect(output).toContain('PAYMENTS_USERNAME: is set but PAYMENTS_API_URL is not');
    expect(output).not.toContain('orphan');
  });
});
