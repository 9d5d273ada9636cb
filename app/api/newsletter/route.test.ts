import { copyIn } from '@/lib/content/copy';
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

describe('POST /api/newsletter as a plain form post from a page in another language', () => {
  const formPost = (fields: Record<string, string>) =>
    postRequest(null, { raw: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const overTheLimit = async (post: typeof POST, language: string) => {
    configure({ TRUST_PROXY: '1', RATE_LIMIT_PER_CLIENT: '1' });
    const fields = { email: 'amina@example.com', country: 'ke', language };
    expect((await post(formPost(fields))).status).toBe(303);
    const refused = await post(formPost(fields));
    expect(refused.status).toBe(429);
    return refused.text();
  };

  it('says why in the language of the page it came from', async () => {
    const html = await overTheLimit(POST, 'sw');
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain(copyIn('sw').formProblems.formProblemMessage('rate-limited', ''));
    expect(html).not.toContain(copyIn('en').formProblems.formProblemMessage('rate-limited', ''));
  });

  it('speaks the pseudo-language of the test build to a page in it, as every other word there is', async () => {
    process.env.NEXT_PUBLIC_PSEUDO_LOCALE = '1';
    try {
      // A fresh set of modules: the pseudo-language exists only in a build that has the flag.
      await jest.isolateModulesAsync(async () => {
        const route = await import('./route');
        const copy = await import('@/lib/content/copy');
        const html = await overTheLimit(route.POST, 'xa');
        expect(html).toContain('<html lang="xa">');
        const words = copy.copyIn('xa').formProblems.formProblemMessage('rate-limited', '');
        expect(words).not.toBe(copy.copyIn('en').formProblems.formProblemMessage('rate-limited', ''));
        expect(html).toContain(words);
      });
    } finally {
      delete process.env.NEXT_PUBLIC_PSEUDO_LOCALE;
    }
  });
});
