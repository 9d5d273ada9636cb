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
    expect(await readJson(response)).toEqual({ ok: true, message: 'Your message has been sent successfully' });

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
      expect(await readJson(response)).toEqual({ ok: true, sandbox: true, message: expect.stringMatching(/^Sandbox mode/) });
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
