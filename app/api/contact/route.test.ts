import { createServer } from 'node:net';
import { closeOutbox } from '@/lib/server/leads/outbox';
import { closeRedis } from '@/lib/server/redis';
import { startFakeUpstream } from '@/test/fake-upstream';
import { configure, postRequest, readJson, withFakeUpstream } from '@/test/route-harness';
import { POST } from './route';

const message = {
  fullname: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  company: 'Duka Bora Ltd',
  phone: '0712 345 678',
  subject: 'Developer APIs',
  message: 'We want to accept M-Pesa payments in our app.',
};

const harness = withFakeUpstream((url) => ({ MAIL_API_URL: `${url}/mail`, MAIL_TO: 'inbox@kilelepay.test', MAIL_ORGANISATION: 'Kilele Pay Website' }));

describe('POST /api/contact', () => {
  it('sends the message to the mail API with the organisation and mailbox of the server, and says so', async () => {
    const response = await POST(postRequest({ ...message, to: 'attacker@example.com', organisation: 'Evil' }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true, message: 'Your message has been sent successfully', reference: expect.stringMatching(/^contact-/) });

    expect(harness.upstream.requests).toHaveLength(1);
    const [sent] = harness.upstream.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/mail/send-email/contact');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.body).toEqual({
      organisation: 'Kilele Pay Website',
      to: 'inbox@kilelepay.test',
      data: { ...message, phone: '+254712345678' },
    });
  });

  it('relays a number from abroad in E.164', async () => {
    expect((await POST(postRequest({ ...message, phone: '+1 415 555 2671' }))).status).toBe(200);
    expect(harness.upstream.requests[0]?.body).toMatchObject({ data: { phone: '+14155552671' } });
  });

  it('refuses control characters in a single-line field, and nothing is sent', async () => {
    const response = await POST(postRequest({ ...message, fullname: 'Wanjiru\r\nBcc: attacker@example.com', company: 'Duka\u202EBora' }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).fields).toEqual({
      fullname: 'Remove line breaks and invisible control characters from this field',
      company: 'Remove line breaks and invisible control characters from this field',
    });
    expect(harness.upstream.requests).toHaveLength(0);
  });

  it('names each bad field and calls nobody', async () => {
    const response = await POST(postRequest({ ...message, email: 'nope', subject: 'Crypto', fullname: ' ' }));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      error: 'Check the highlighted fields',
      fields: { email: 'Enter a valid email address', subject: 'Enter your interest', fullname: 'Enter fullname' },
    });
    expect(harness.upstream.requests).toHaveLength(0);
  });

  it('answers 502 when the mail API fails, without its text', async () => {
    harness.upstream.respondWith({ status: 500, body: 'Traceback: smtp password=hunter2' });
    const response = await POST(postRequest(message));
    expect(response.status).toBe(502);
    const text = JSON.stringify(await readJson(response));
    expect(text).not.toMatch(/hunter2|Traceback|smtp/);
    expect(text).toContain('unavailable');
  });

  it.each([
    ['an HTML page', '<html><body>Welcome to the hotel wifi</body></html>'],
    ['a body that is not JSON', '{"success": tr'],
    ['success: false', { success: false, message: 'mailbox full' }],
    ['an empty 200', ''],
  ])('answers 502, and logs it, when the mail API answers 200 with %s: the message was not delivered', async (_label, body) => {
    harness.upstream.respondWith({ status: 200, body });
    const response = await POST(postRequest(message));
    expect(response.status).toBe(502);
    expect(await readJson(response)).toEqual({ error: expect.stringContaining('unavailable') });
    expect(harness.upstream.requests).toHaveLength(1);
    expect(harness.logs().join('\n')).toMatch(/upstream\.mail/);
  });

  it('counts an empty 204 as delivered', async () => {
    harness.upstream.respondWith({ status: 204, body: '' });
    const response = await POST(postRequest(message));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ ok: true });
  });

  it('answers 504 when the mail API is too slow', async () => {
    configure({ MAIL_API_URL: harness.upstream.url, UPSTREAM_TIMEOUT_MS: '300' });
    harness.upstream.respondWith({ delayMs: 5_000 });
    const started = Date.now();
    const response = await POST(postRequest(message));
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await readJson(response)).toEqual({ error: expect.stringContaining('too long') });
  });

  it('answers 502 when the connection is refused or cut', async () => {
    const closed = await startFakeUpstream();
    await closed.close();
    configure({ MAIL_API_URL: closed.url });
    expect((await POST(postRequest(message))).status).toBe(502);

    configure({ MAIL_API_URL: harness.upstream.url });
    harness.upstream.respondWith({ hangUp: true });
    expect((await POST(postRequest(message))).status).toBe(502);
    expect(harness.logs().join('\n')).toMatch(/upstream\.mail.*ECONNREFUSED/);
  });

  describe('in sandbox mode (MAIL_API_URL unset)', () => {
    beforeEach(() => configure());

    it('validates the same way, answers a labelled success and logs one line without the message', async () => {
      const bad = await POST(postRequest({ ...message, phone: '123' }));
      expect(bad.status).toBe(400);
      expect((await readJson(bad)).fields).toEqual({ phone: expect.stringMatching(/valid phone number/) });

      const response = await POST(postRequest(message));
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({
        ok: true,
        sandbox: true,
        message: expect.stringMatching(/^Sandbox mode/),
        reference: expect.stringMatching(/^contact-/),
      });
      expect(harness.upstream.requests).toHaveLength(0);

      const lines = harness.logs().filter((line) => line.includes('sandbox.mail.contact'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({ subject: 'Developer APIs', from: 'w•••@example.co.ke', characters: message.message.length });
      expect(lines[0]).not.toContain('M-Pesa payments');
      expect(lines[0]).not.toContain('wanjiru@');
      expect(lines[0]).not.toContain('712345678');
    });
  });
});

describe('POST /api/contact as a plain form post (no JavaScript), and against doubles and bots', () => {
  const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postRequest(null, { raw: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

  it('answers a received lead with 303 to the page receipt, so that a reload posts nothing', async () => {
    const response = await POST(formPost({ ...message, country: 'ke', kp_q7x_ref: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ke#contact-received');
    expect(harness.upstream.requests).toHaveLength(1);
    expect(harness.upstream.requests[0]?.body).toMatchObject({ data: { ...message, phone: '+254712345678' } });
  });

  it('gives back every typed value and each field to fix on a page of its own, and sends nothing', async () => {
    const response = await POST(formPost({ ...message, email: 'nope', message: 'Tom & <Jerry>', country: 'ke' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Its form posts back to the route: the policy of /api answers allows that one action.
    expect(response.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
    const html = await response.text();
    expect(html).toContain('Please correct the highlighted fields.');
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('value="nope"');
    expect(html).toContain('value="Wanjiru Kamau"');
    expect(html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(html).not.toContain('<Jerry>');
    expect(html).toContain('action="/api/contact"');
    expect(harness.upstream.requests).toHaveLength(0);
  });

  it('says why on the same kind of page when the mail API is down (no outbox), values kept', async () => {
    harness.upstream.respondWith({ status: 503 });
    const response = await POST(formPost({ ...message, country: 'ke' }));
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain('We could not send your message. Please try again, or email us.');
    expect(html).toContain('value="wanjiru@example.co.ke"');
  });

  it('sends the submission id as the Idempotency-Key, and the same submission posted again is mailed once', async () => {
    const answers = await Promise.all([POST(postRequest(message)), POST(postRequest(message)), POST(formPost({ ...message, country: 'ke' }))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 303]);
    expect(await POST(postRequest(message)).then((answer) => answer.status)).toBe(200);
    expect(harness.upstream.requests).toHaveLength(1);
    const key = harness.upstream.requests[0]?.headers['idempotency-key'];
    expect(key).toMatch(/^contact-[\w-]{32}$/);
    expect(await readJson(answers[0] ?? new Response())).toMatchObject({ reference: key });

    // Another message is another lead, with another key.
    expect((await POST(postRequest({ ...message, message: 'Something else' }))).status).toBe(200);
    expect(harness.upstream.requests).toHaveLength(2);
    expect(harness.upstream.requests[1]?.headers['idempotency-key']).not.toBe(key);
  });

  it('a failed send is not remembered: the retry goes out, with the same key', async () => {
    harness.upstream.respondWith({ status: 503 });
    expect((await POST(postRequest(message))).status).toBe(502);
    harness.upstream.reset();
    expect((await POST(postRequest(message))).status).toBe(200);
    expect(harness.upstream.requests).toHaveLength(1);
  });

  it('quarantines a post whose trap field is filled: answered like a success, never mailed, counted', async () => {
    const json = await POST(postRequest({ ...message, kp_q7x_ref: 'https://spam.example' }));
    expect(json.status).toBe(200);
    const form = await POST(formPost({ ...message, country: 'ke', kp_q7x_ref: 'x' }));
    expect(form.status).toBe(303);
    expect(harness.upstream.requests).toHaveLength(0);
    const quarantined = harness.logs().filter((line) => line.includes('lead.quarantined'));
    expect(quarantined).toHaveLength(2);
    expect(quarantined[0]).toContain('honeypot');
    expect(quarantined[0]).not.toContain('wanjiru');
  });

  it('counts every post against the client, invalid ones too, and quarantines what it refuses', async () => {
    configure({ MAIL_API_URL: `${harness.upstream.url}/mail`, TRUST_PROXY: '1', RATE_LIMIT_PER_CLIENT: '3' });
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await POST(postRequest({ ...message, email: 'nope' }))).status);
    statuses.push((await POST(postRequest(message))).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(harness.upstream.requests).toHaveLength(0);
    expect(harness.logs().some((line) => line.includes('lead.quarantined') && line.includes('rate-limited'))).toBe(true);
    // Another client is not affected.
    expect((await POST(postRequest(message, { headers: { 'x-forwarded-for': '203.0.113.99' } }))).status).toBe(200);
  });
});

describe('POST /api/contact while the outbox cannot be reached', () => {
  afterAll(async () => {
    closeRedis();
    await closeOutbox();
  });

  it('mails the lead while the visitor waits, with its key: a lead is never refused because the store is down', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 1;
    await new Promise((resolve) => probe.close(resolve));
    configure({ MAIL_API_URL: `${harness.upstream.url}/mail`, REDIS_URL: `redis://127.0.0.1:${port}` });
    const started = Date.now();
    const response = await POST(postRequest(message));
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(harness.upstream.requests).toHaveLength(1);
    expect(harness.upstream.requests[0]?.headers['idempotency-key']).toMatch(/^contact-/);
  });
});
