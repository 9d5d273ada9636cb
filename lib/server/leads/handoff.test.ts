import { withFakeUpstream } from '@/test/route-harness';
import { mailOnce } from './handoff';
import { contactLead, leadId } from './lead';
import { UpstreamError } from '../upstream';

// The mail API here ignores Idempotency-Key: every request it answers 2xx is a mail in the
// inbox, so only the site itself can keep a lead from arriving twice.
const harness = withFakeUpstream((url) => ({ MAIL_API_URL: `${url}/mail`, MAIL_TO: 'inbox@kilelepay.test', UPSTREAM_TIMEOUT_MS: '300' }));
beforeEach(() => harness.upstream.ignoreIdempotencyKeys());

const lead = (text: string) =>
  contactLead({
    fullname: 'Achieng Otieno',
    email: 'achieng@example.co.ke',
    company: 'Soko',
    phone: '+254712345678',
    subject: 'Developer APIs',
    message: text,
  });
const idOf = (text: string) => leadId(lead(text), 'inbox@kilelepay.test');

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

  it('never sends again a lead whose call timed out: the mail API may have sent it after we gave up', async () => {
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
