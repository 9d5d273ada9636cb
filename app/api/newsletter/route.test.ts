import { configure, postRequest, readJson, withFakeUpstream } from '@/test/route-harness';
import { POST } from './route';

const harness = withFakeUpstream((url) => ({ MAIL_API_URL: url, MAIL_TO: 'news@kilelepay.test' }));

describe('POST /api/newsletter', () => {
  it('sends a subscribe request through the mail API, under its own subject', async () => {
    const response = await POST(postRequest({ email: ' amina@example.com ' }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true, message: expect.stringContaining('subscribing'), reference: expect.stringMatching(/^newsletter-/) });
    expect(harness.upstream.requests.map(({ path, headers, body }) => ({ path, authorization: headers.authorization, body }))).toEqual([
      {
        path: '/send-email/contact',
        authorization: undefined,
        body: {
          organisation: 'Kilele Pay',
          to: 'news@kilelepay.test',
          data: { subject: 'Newsletter subscription', email: 'amina@example.com', message: 'Please add amina@example.com to the Kilele Pay newsletter.' },
        },
      },
    ]);
  });

  it('names a bad email', async () => {
    const response = await POST(postRequest({ email: 'amina@' }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).fields).toEqual({ email: 'Enter a valid email address' });
  });

  it('logs one line in sandbox mode, with the address masked', async () => {
    configure();
    const response = await POST(postRequest({ email: 'amina@example.com' }));
    expect(await readJson(response)).toMatchObject({ ok: true, sandbox: true });
    const lines = harness.logs().filter((line) => line.includes('sandbox.mail.newsletter'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('a•••@example.com');
    expect(lines[0]).not.toContain('amina@');
  });
});
