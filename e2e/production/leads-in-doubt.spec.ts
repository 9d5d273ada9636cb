import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { bedRedisUrl } from '../../scripts/test-bed/index.mjs';
import { unique } from '../support/fake-upstream';
import { bed, deliveries, send } from './support/bed';

// A lead whose mail call got no answer in time may have been sent all the same: the site does
// not send it again by itself (the mail API here ignores Idempotency-Key, so a second call
// would be a second mail). The operator's command lists it, and sends it again or dismisses it.

const origin = { origin: 'https://www.kilelepay.co.ke' };
const run = promisify(execFile);

/** The operator command, as an operator runs it against the bed's Redis. */
async function outbox(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/outbox.ts', ...args], {
    env: { ...process.env, REDIS_URL: bedRedisUrl(bed()) },
  });
  return stdout;
}

async function mailApi(rule: Record<string, unknown> | null): Promise<void> {
  expect((await send(`${bed().upstream}/__rules`, { method: 'DELETE' })).status).toBe(200);
  if (rule) expect((await send(`${bed().upstream}/__rules`, { json: rule })).status).toBe(200);
}

test.afterEach(async () => {
  await mailApi(null);
  await send(`${bed().upstream}/__idempotency`, { json: { keys: 'honour' } });
});

test('a lead whose mail call timed out is sent once, listed in doubt, and the operator resends or dismisses it', async () => {
  test.setTimeout(120_000);
  await send(`${bed().upstream}/__idempotency`, { json: { keys: 'ignore' } });
  // Slower than the instances' upstream timeout (10 s): the mail goes out after they gave up.
  await mailApi({ pathIncludes: '/mail', delayMs: 12_000 });
  const markers = [`doubt-a-${unique()}`, `doubt-b-${unique()}`];
  const ids: string[] = [];
  for (const [index, marker] of markers.entries()) {
    const body = { fullname: 'In Doubt', email: `${marker}@example.co.ke`, company: 'X', phone: '0712345678', subject: 'Other', message: marker };
    const answer = await send(`${bed().front}/api/contact`, { json: body, headers: origin, from: `127.0.10.${index + 1}` });
    expect(answer.status, answer.text).toBe(200);
    ids.push(JSON.parse(answer.text).reference);
  }
  await expect.poll(async () => outbox('in-doubt'), { timeout: 30_000, intervals: [1_000] }).toContain(ids[1]);
  expect(await outbox('in-doubt')).toContain(ids[0]);
  // The slow mail API delivered each once, and nothing was sent again.
  await expect.poll(async () => (await deliveries(markers[0] ?? '')).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(async () => (await deliveries(markers[1] ?? '')).length, { timeout: 10_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await deliveries(markers[0] ?? '')).toHaveLength(1);

  await mailApi(null);
  // The operator checked the mailbox: the first did arrive, the second is to be sent again.
  expect(await outbox('dismiss', ids[0] ?? '')).toContain('recorded as delivered');
  expect(await outbox('resend', ids[1] ?? '')).toContain('back in the queue');
  await expect.poll(async () => (await deliveries(markers[1] ?? '')).length, { timeout: 20_000 }).toBe(2);
  expect(await deliveries(markers[0] ?? '')).toHaveLength(1);
  const listed = await outbox('in-doubt');
  expect(listed).not.toContain(ids[0]);
  expect(listed).not.toContain(ids[1]);
});
