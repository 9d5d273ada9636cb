import { configure, postRequest, readJson, withFakeUpstream } from '@/test/route-harness';
import { POST } from './route';

const harness = withFakeUpstream((url) => ({ MAIL_API_URL: url }));

describe('POST /api/notify', () => {
  it('asks the mailbox to tell the person when that market launches', async () => {
    const response = await POST(postRequest({ email: 'baraka@example.co.tz', country: 'tz' }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      ok: true,
      message: 'We will email you when Kilele Pay launches in Tanzania',
      reference: expect.stringMatching(/^notify-/),
    });
    expect(harness.upstream.requests[0]?.body).toEqual({
      organisation: 'Kilele Pay',
      to: 'hello@kilelepay.co.ke',
      data: {
        subject: 'Launch notification: Tanzania',
        email: 'baraka@example.co.tz',
        message: 'Please tell baraka@example.co.tz when Kilele Pay launches in Tanzania.',
        country: 'tz',
      },
    });
  });

  it('accepts only the markets that are coming soon', async () => {
    const response = await POST(postRequest({ email: 'baraka@example.co.tz', country: 'ke' }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).fields).toEqual({ country: 'Choose a country that is coming soon' });
    expect(harness.upstream.requests).toHaveLength(0);
  });

  it('logs one line in sandbox mode, naming the market', async () => {
    configure();
    expect((await POST(postRequest({ email: 'okello@example.ug', country: 'ug' }))).status).toBe(200);
    const lines = harness.logs().filter((line) => line.includes('sandbox.mail.notify'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ country: 'ug', from: 'o•••@example.ug' });
  });
});
