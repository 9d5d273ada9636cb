import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { bedRedisUrl } from '../../scripts/test-bed/index.mjs';
import { unique } from '../support/fake-upstream';
import { bed, deliveries, send } from './support/bed';
import type { Delivered } from './support/bed';

// A lead whose mail call got no answer in time may or may not have been sent. A lead that never
// arrives is worse than one that arrives twice: the site sends it again on its own once the
// mail API answers again (here nothing else is posted, so the instances' probe finds it),
// under the same Idempotency-Key and marked as a possible repeat. Meanwhile the operator's
// command lists it, and may dismiss it (the mailbox has it).

const origin = { origin: 'https://www.kilelepay.co.ke' };
const run = promisify(execFile);

/** The operator command, as an operator runs it against the bed's Redis. */
async function outbox(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/outbox.ts', ...args], {
    env: { ...process.env, REDIS_URL: bedRedisUrl(bed()) },
  });
  return stdout;
}

async function mailApi(rules: Record<string, unknown>[]): Promise<void> {
  expect((await send(`${bed().upstream}/__rules`, { method: 'DELETE' })).status).toBe(200);
  for (const rule of rules) expect((await send(`${bed().upstream}/__rules`, { json: rule })).status).toBe(200);
}

async function post(marker: string, from: string): Promise<string> {
  const body = { fullname: 'In Doubt', email: `${marker}@example.co.ke`, company: 'X', phone: '0712345678', subject: 'Other', message: marker };
  const answer = await send(`${bed().front}/api/contact`, { json: body, headers: origin, from });
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text).reference;
}

/** A copy that says it may repeat an earlier mail: subject, message and header. */
function expectMarked(copy: Delivered | undefined, id: string): void {
  expect(copy?.repeat).toMatch(new RegExp(`^first-attempt=\\d{4}-\\d\\d-\\d\\dT[^;]+; submission=${id}$`));
  expect(JSON.parse(copy?.text ?? '{}').data.subject).toBe('[Possible repeat] Other');
  expect(copy?.text).toContain(`submission ${id}`);
}

test.afterEach(async () => {
  await mailApi([]);
  await send(`${bed().upstream}/__idempotency`, { json: { keys: 'honour' } });
});

for (const keys of ['ignore', 'honour'] as const) {
  test(`with a mail API that ${keys}s keys, leads in doubt are listed, then sent again on their own once it answers, marked`, async () => {
    test.setTimeout(150_000);
    await send(`${bed().upstream}/__idempotency`, { json: { keys } });
    const late = `doubt-late-${keys}-${unique()}`;
    const lost = `doubt-lost-${keys}-${unique()}`;
    const dismissed = `doubt-dismissed-${keys}-${unique()}`;
    // Slower than the instances' upstream timeout (10 s): `late` is sent after they gave up,
    // the other two never (the mail API drops them).
    await mailApi([
      { pathIncludes: '/mail', bodyIncludes: late, delayMs: 12_000 },
      { pathIncludes: '/mail', delayMs: 12_000, hangUp: true },
    ]);
    const ids = [await post(late, '127.0.10.1'), await post(lost, '127.0.10.2'), await post(dismissed, '127.0.10.3')];
    const [lateId = '', lostId = '', dismissedId = ''] = ids;
    await expect.poll(async () => outbox('in-doubt'), { timeout: 40_000, intervals: [1_000] }).toContain(dismissedId);
    // Listed for the operator (`late` may have gone already: a probe whose key the mail API
    // recognised, as it had sent that one, is answered at once).
    const listed = await outbox('in-doubt');
    expect(listed).toContain(lostId);
    if (keys === 'ignore') expect(listed).toContain(lateId);
    // The slow mail API sent `late` after we gave up (and, ignoring keys, again for each probe
    // made while it was still slow: every such copy marked); `lost` never arrived.
    await expect.poll(async () => (await deliveries(late)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await deliveries(lost)).toHaveLength(0);
    // The operator checked the mailbox and found this one: it is never sent again.
    expect(await outbox('dismiss', dismissedId)).toContain('recorded as delivered');

    await mailApi([]);
    const recovered = Date.now();
    // Nothing else is posted: the probe (every 15 s, one instance at a time) finds them.
    await expect.poll(async () => (await deliveries(lost)).length, { timeout: 45_000, intervals: [500] }).toBe(1);
    expectMarked((await deliveries(lost))[0], lostId);
    const lateCopies = await deliveries(late);
    if (keys === 'ignore') {
      // Sent again, since the mail API had acted on the call we gave up on: every copy after the
      // first says so (a probe made while it still hung may have added one more).
      await expect.poll(async () => (await deliveries(late)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      const [first, ...repeats] = await deliveries(late);
      expect(first?.repeat).toBeNull();
      for (const copy of repeats) expectMarked(copy, lateId);
    } else {
      // The mail API recognised the key: one mail.
      expect(lateCopies).toHaveLength(1);
    }
    console.log(`in-doubt resend (${keys}s keys): delivered ${Math.max(...(await deliveries(lost)).map(({ at }) => at)) - recovered} ms after recovery`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await deliveries(dismissed)).toHaveLength(0);
    expect(await deliveries(lost)).toHaveLength(1);
    const after = await outbox('in-doubt');
    for (const id of ids) expect(after).not.toContain(id);
  });
}
