import { headers } from 'next/headers';
import { withFakeUpstream, configure, captureLogs } from '@/test/route-harness';
import { idleFormState } from '@/lib/form-state';
import { sendContactForm, sendNewsletterForm, sendNotifyForm } from './forms';

jest.mock('next/headers', () => ({ headers: jest.fn() }));
const headersMock = jest.mocked(headers);

/** The headers a browser sends with a form post from the page itself. */
function browserPost(extra: Record<string, string> = {}) {
  headersMock.mockResolvedValue(new Headers({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'x-forwarded-for': '203.0.113.10', ...extra }));
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  // What React adds to a form posted without JavaScript: never read as a field.
  data.set('$ACTION_REF_1', '');
  data.set('$ACTION_KEY', 'k123');
  return data;
}

const contact = {
  fullname: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  company: 'Duka Bora Ltd',
  phone: '+1 415 555 2671',
  subject: 'Developer APIs',
  message: 'We want to accept M-Pesa payments.\nAnd cards.',
};

const harness = withFakeUpstream((url) => ({ MAIL_API_URL: `${url}/mail`, MAIL_TO: 'inbox@kilelepay.test' }));

beforeEach(() => browserPost());

describe('the form actions, as the JSON routes', () => {
  it('deliver the contact form to the mail API once, the phone in E.164', async () => {
    await expect(sendContactForm(idleFormState, form(contact))).resolves.toEqual({ status: 'sent', sandbox: false });
    expect(harness.upstream.requests).toHaveLength(1);
    expect(harness.upstream.requests[0]?.path).toBe('/mail/send-email/contact');
    expect(harness.upstream.requests[0]?.body).toMatchObject({ to: 'inbox@kilelepay.test', data: { ...contact, phone: '+14155552671' } });
  });

  it('deliver the newsletter and notify requests', async () => {
    await expect(sendNewsletterForm(idleFormState, form({ email: 'amina@example.com' }))).resolves.toEqual({ status: 'sent', sandbox: false });
    await expect(sendNotifyForm(idleFormState, form({ email: 'amina@example.com', country: 'tz' }))).resolves.toEqual({ status: 'sent', sandbox: false });
    expect(harness.upstream.requests.map((request) => request.body)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ subject: 'Newsletter subscription', email: 'amina@example.com' }) }),
      expect.objectContaining({ data: expect.objectContaining({ subject: 'Launch notification: Tanzania', country: 'tz' }) }),
    ]);
  });

  it('give back every value and each field’s message when the schema refuses, sending nothing', async () => {
    const typed = { ...contact, email: 'wanjiru@', phone: '12345', company: 'Duka\u202EBora' };
    const answer = await sendContactForm(idleFormState, form(typed));
    expect(answer).toEqual({
      status: 'invalid',
      values: typed,
      errors: {
        email: 'Enter a valid email address',
        phone: expect.stringContaining('+1 415 555 2671'),
        company: 'Remove line breaks and invisible control characters from this field',
      },
    });
    expect(harness.upstream.requests).toHaveLength(0);
  });

  it('say so, and keep the values, when the mail API fails, without its text', async () => {
    harness.upstream.respondWith({ status: 500, body: 'smtp password=hunter2' });
    const answer = await sendContactForm(idleFormState, form(contact));
    expect(answer).toEqual({ status: 'failed', values: contact, problem: 'unavailable' });
    expect(JSON.stringify(answer)).not.toMatch(/hunter2/);
  });

  it('refuse a post from another site', async () => {
    browserPost({ origin: 'https://evil.example' });
    await expect(sendNewsletterForm(idleFormState, form({ email: 'amina@example.com' }))).resolves.toEqual({
      status: 'failed',
      values: { email: 'amina@example.com' },
      problem: 'foreign-origin',
    });
    expect(harness.upstream.requests).toHaveLength(0);
  });

  it('share the JSON route’s per-client limit', async () => {
    configure({ MAIL_API_URL: `${harness.upstream.url}/mail`, RATE_LIMIT_PER_CLIENT: '2', TRUST_PROXY: '1' });
    const { POST } = await import('@/app/api/newsletter/route');
    const json = () =>
      POST(
        new Request('http://127.0.0.1:3000/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
          body: '{"email":"a@b.co"}',
        }),
      );
    expect((await json()).status).toBe(200);
    expect(await sendNewsletterForm(idleFormState, form({ email: 'a@b.co' }))).toEqual({ status: 'sent', sandbox: false });
    expect(await sendNewsletterForm(idleFormState, form({ email: 'a@b.co' }))).toMatchObject({ status: 'failed', problem: 'rate-limited' });
    expect((await json()).status).toBe(429);
  });

  it('hold what was typed to the JSON route’s 16 KiB', async () => {
    const answer = await sendContactForm(idleFormState, form({ ...contact, message: 'é'.repeat(8 * 1024) }));
    expect(answer).toMatchObject({ status: 'failed', problem: 'too-large' });
    expect(harness.upstream.requests).toHaveLength(0);
  });
});

describe('in sandbox mode (MAIL_API_URL unset)', () => {
  beforeEach(() => configure());

  it.each([
    ['contact', () => sendContactForm(idleFormState, form(contact))],
    ['newsletter', () => sendNewsletterForm(idleFormState, form({ email: 'amina@example.com' }))],
    ['notify', () => sendNotifyForm(idleFormState, form({ email: 'amina@example.com', country: 'ug' }))],
  ])('the %s action says it only logged the request', async (_name, send) => {
    const logs = captureLogs();
    await expect(send()).resolves.toEqual({ status: 'sent', sandbox: true });
    expect(harness.upstream.requests).toHaveLength(0);
    expect(logs().join('\n')).toMatch(/sandbox\.mail/);
  });
});
