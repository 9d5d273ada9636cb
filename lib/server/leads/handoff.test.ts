import { withFakeUpstream } from '@/test/route-harness';
import { mailOnce, probe, resendLeadsInDoubt } from './handoff';
import { contactLead, leadId } from './lead';
import { UpstreamError } from '../upstream';

// The mail API here ignores Idempotency-Key: every request it answers 2xx is a mail in the
// inbox, so only the site itself can keep a lead from arriving twice.
const harness = withFakeUpstream((url) => ({ MAIL_API_URL: `${url}/mail`, MAIL_TO: 'inbox@kilelepay.test', UPSTREAM_TIMEOUT_MS: '300' }));
beforeEach(() => harness.upstream.ignoreIdempotencyKeys());
// A process's first fetch loads the HTTP client, which on a busy machine alone outlasts the
// 300 ms timeout these cases use: done once before they count.
beforeAll(async () => {
  await fetch(`${harness.upstream.url}/__health`);
});

const lead = (text: string) =>
  contactLead({
    fullname: 'Achieng Otieno',
    email: 'achieng@example.co.ke',
    company: 'Soko',
    phone: '+254712345678',
    subject: 'Developer APIs',
    message: text,
  });
const idOf = (text: string) => leadId(lead(text), 'inbox@kilelepay.test', 'handoff-test-secret-of-32-characters');

describe('mailOnce, with a mail API that ignores idempotency keys', () => {
  it('hands a lead over once however often it is sent, double posts at the same moment included', async () => {
    const id = idOf('double tap');
    const first = await Promise.all([mailOnce(lead('double tap'), id), mailOnce(lead('double tap'), id)]);
    expect(first).toEqual(['delivered', 'delivered']);
    expect(await mailOnce(lead('double tap'), id)).toBe('already-delivered');
    expect(harness.upstream.deliveries).toHaveLength(1);
  });

  it('sends again after a refusal the mail API answered: nothing was handed over', async () => {
    const id = idOf('refused then accepted');
    harness.upstream.respondWith({ pathIncludes: '/mail', status: 503 });
    await expect(mailOnce(lead('refused then accepted'), id)).rejects.toMatchObject({ mayHaveArrived: false });
    harness.upstream.reset();
    harness.upstream.ignoreIdempotencyKeys();
    expect(await mailOnce(lead('refused then accepted'), id)).toBe('delivered');
    expect(harness.upstream.deliveries).toHaveLength(1);
  });

  it('does not send again a lead whose call timed out while the mail API shows no sign of life', async () => {
    const id = idOf('slow mail api');
    harness.upstream.respondWith({ pathIncludes: '/mail', delayMs: 600 });
    const timedOut = mailOnce(lead('slow mail api'), id);
    await expect(timedOut).rejects.toBeInstanceOf(UpstreamError);
    await expect(timedOut).rejects.toMatchObject({ kind: 'timeout', mayHaveArrived: true });
    expect(await mailOnce(lead('slow mail api'), id)).toBe('in-doubt');
    // The slow answer arrives: one mail in the inbox, and no second request was made.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(harness.upstream.deliveries).toHaveLength(1);
    expect(harness.upstream.requests).toHaveLength(1);
  });

  it('treats a cut connection after the request left as possibly delivered', async () => {
    const id = idOf('hang up');
    harness.upstream.respondWith({ pathIncludes: '/mail', hangUp: true });
    await expect(mailOnce(lead('hang up'), id)).rejects.toMatchObject({ mayHaveArrived: true });
    expect(await mailOnce(lead('hang up'), id)).toBe('in-doubt');
    expect(harness.upstream.requests).toHaveLength(1);
  });

  it('keeps two different leads apart', async () => {
    expect(await mailOnce(lead('one'), idOf('one'))).toBe('delivered');
    expect(await mailOnce(lead('two'), idOf('two'))).toBe('delivered');
    expect(harness.upstream.deliveries).toHaveLength(2);
  });
});

describe('a lead in doubt is still a lead', () => {
  const hangs = (text: string) => harness.upstream.respondWith({ pathIncludes: '/mail', bodyIncludes: text, delayMs: 600, hangUp: true });
  const until = async (check: () => boolean) => {
    for (let waited = 0; !check() && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('is sent again on its own once a later call succeeds, under the same key, marked as a possible repeat with its first attempt', async () => {
    const id = idOf('lost in the hang');
    hangs('lost in the hang');
    const before = Date.now();
    await expect(mailOnce(lead('lost in the hang'), id)).rejects.toMatchObject({ mayHaveArrived: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(harness.upstream.deliveries).toHaveLength(0);

    harness.upstream.reset();
    harness.upstream.ignoreIdempotencyKeys();
    expect(await mailOnce(lead('the next visitor'), idOf('the next visitor'))).toBe('delivered');
    await until(() => harness.upstream.deliveries.length === 2);

    const resent = harness.upstream.requests.find(({ text }) => text.includes('lost in the hang'));
    expect(resent?.headers['idempotency-key']).toBe(id);
    const header = String(resent?.headers['x-possible-repeat']);
    expect(header).toContain(`submission=${id}`);
    const firstAt = Date.parse(/first-attempt=([^;]+)/.exec(header)?.[1] ?? '');
    expect(firstAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(firstAt).toBeLessThanOrEqual(before + 1_000);
    expect(resent?.body).toMatchObject({
      data: { subject: '[Possible repeat] Developer APIs', message: expect.stringContaining(`submission ${id}`) },
    });
    expect(JSON.stringify(resent?.body)).toContain('lost in the hang');
    // Delivered now: never a third copy.
    expect(await mailOnce(lead('lost in the hang'), id)).toBe('already-delivered');
    expect(await resendLeadsInDoubt()).toBe(0);
    expect(harness.upstream.deliveries).toHaveLength(2);
  });

  it('is probed one lead at a time while the mail API still hangs, and all are sent once it answers', async () => {
    for (const text of ['doubt one', 'doubt two', 'doubt three']) {
      hangs(text);
      await expect(mailOnce(lead(text), idOf(text))).rejects.toMatchObject({ mayHaveArrived: true });
    }
    harness.upstream.requests.length = 0;
    // Still hanging: the probe tries the oldest only, and stops there.
    expect(await resendLeadsInDoubt()).toBe(0);
    expect(harness.upstream.requests.map(({ text }) => /doubt \w+/.exec(text)?.[0])).toEqual(['doubt one']);

    harness.upstream.reset();
    harness.upstream.ignoreIdempotencyKeys();
    expect(await resendLeadsInDoubt()).toBe(3);
    const copies = harness.upstream.deliveries.map(({ text }) => /doubt \w+/.exec(text)?.[0]);
    expect(copies.sort()).toEqual(['doubt one', 'doubt three', 'doubt two']);
    expect(harness.upstream.deliveries.every(({ text }) => text.includes('[Possible repeat]'))).toBe(true);
  });

  it('reaches a mail API that honours the key once, even when the first attempt arrived after we gave up', async () => {
    harness.upstream.reset(); // honours keys
    const id = idOf('late but there');
    harness.upstream.respondWith({ pathIncludes: '/mail', bodyIncludes: 'late but there', delayMs: 400 });
    await expect(mailOnce(lead('late but there'), id)).rejects.toMatchObject({ mayHaveArrived: true });
    // The slow answer went out after we gave up: the mail was sent.
    await until(() => harness.upstream.deliveries.length === 1);
    harness.upstream.clearRules();
    expect(await resendLeadsInDoubt()).toBe(1);
    // The resend was made under the same key, and the receiver recognised it: still one mail.
    const attempts = harness.upstream.requests.filter(({ text }) => text.includes('late but there'));
    expect(attempts.map(({ headers }) => headers['idempotency-key'])).toEqual([id, id]);
    expect(harness.upstream.deliveries).toHaveLength(1);
  });

  it('is probed every 15 s at first, each failed probe doubling the wait (one more copy at most per probe), and sent once the mail API answers', async () => {
    hangs('probed lead');
    await expect(mailOnce(lead('probed lead'), idOf('probed lead'))).rejects.toMatchObject({ mayHaveArrived: true });
    harness.upstream.requests.length = 0;
    const start = Date.now();
    const attemptsAfter = async (seconds: number) => {
      await probe(start + seconds * 1000);
      return harness.upstream.requests.length;
    };
    expect(await attemptsAfter(0)).toBe(0);
    expect(await attemptsAfter(14)).toBe(0);
    expect(await attemptsAfter(15)).toBe(1);
    // Failed: the next one waits 30 s, then 60 s.
    expect(await attemptsAfter(44)).toBe(1);
    expect(await attemptsAfter(45)).toBe(2);
    expect(await attemptsAfter(104)).toBe(2);
    harness.upstream.reset();
    harness.upstream.ignoreIdempotencyKeys();
    expect(await attemptsAfter(105)).toBe(1);
    expect(harness.upstream.deliveries).toHaveLength(1);
    expect(harness.upstream.deliveries[0]?.repeat).toContain(`submission=${idOf('probed lead')}`);
  });
});
