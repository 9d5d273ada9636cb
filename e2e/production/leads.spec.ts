import { expect, test } from '../support/test';
import { instanceLogLines, killInstance, redisCommand, restartInstance, restartRedis, rollingRestart } from '../../scripts/test-bed/index.mjs';
import { unique } from '../support/fake-upstream';
import { bed, contactLead, deliveries, send } from './support/bed';
import type { Answer } from './support/bed';

// Leads (contact, newsletter, notify) through nginx, the two instances, the outbox in Redis
// (AOF) and the fake mail API, which lists what it delivered. The outage and replay tests run
// twice: with a mail API that honours Idempotency-Key, and with one that ignores it (every
// request it accepts is a mail), since nothing says the provider's deduplicates: the site
// itself must hand each lead over once, except a lead in doubt (its call got no answer), which
// is sent again, marked as a possible repeat, rather than risk never arriving. Figures
// (retries, delivery latency after recovery, leads in doubt, takeovers of a killed instance's
// sends) are printed and attached to the report.

const origin = { origin: 'https://www.kilelepay.co.ke' };
const honeypot = 'kp_q7x_ref';

/** Points the fake mail API at a failure mode, or lets it recover (DELETE /__rules forgets every rule). */
async function mailApi(mode: 'down' | 'hanging' | 'up'): Promise<void> {
  expect((await send(`${bed().upstream}/__rules`, { method: 'DELETE' })).status).toBe(200);
  if (mode === 'down') expect((await send(`${bed().upstream}/__rules`, { json: { pathIncludes: '/mail', status: 503 } })).status).toBe(200);
  // Longer than the instances' upstream timeout (10 s). Leads whose number is even are sent after
  // the instances gave up; the others never (the connection is dropped): both are in doubt.
  if (mode === 'hanging') {
    for (const digit of ['0', '2', '4', '6', '8']) {
      const rule = { pathIncludes: '/mail', bodyIncludes: `${digit}"}}`, delayMs: 12_000 };
      expect((await send(`${bed().upstream}/__rules`, { json: rule })).status).toBe(200);
    }
    expect((await send(`${bed().upstream}/__rules`, { json: { pathIncludes: '/mail', delayMs: 12_000, hangUp: true } })).status).toBe(200);
  }
}

const received = (answer: Answer) => answer.status === 200 || answer.status === 303;

/** Posts until the lead is received, as a person would press Send again; returns the number of tries. */
async function postUntilReceived(path: string, options: Parameters<typeof send>[1]): Promise<number> {
  for (let tries = 1; tries <= 40; tries += 1) {
    const answer = await send(`${bed().front}${path}`, options).catch((): Answer => ({ status: 0, headers: {}, text: '', body: Buffer.alloc(0) }));
    if (received(answer)) return tries;
    expect([0, 429, 502, 503, 504], answer.text).toContain(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path}: not received after 40 tries`);
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/** Whether the fake mail API honours Idempotency-Key (a careful provider) or ignores it. */
async function mailApiKeys(keys: 'honour' | 'ignore'): Promise<void> {
  expect((await send(`${bed().upstream}/__idempotency`, { json: { keys } })).status).toBe(200);
}

const linesOf = (event: string) => instanceLogLines(bed()).filter((line) => line.includes(`"event":"${event}"`));
const countLines = (event: string) => linesOf(event).length;
/** The submission ids named by log lines of `event`. */
const idsIn = (lines: string[]) => new Set(lines.map((line) => /"id":"([^"]+)"/.exec(line)?.[1] ?? ''));

test.afterEach(async () => {
  await mailApi('up');
  await mailApiKeys('honour');
});

for (const keys of ['honour', 'ignore'] as const) {
  test.describe(`with a mail API that ${keys}s idempotency keys`, () => {
    test.beforeEach(async () => {
      await mailApiKeys(keys);
    });

    test('200 leads through a mail outage, a SIGKILLed instance and a Redis restart all reach the mail API within 90 s of recovery; only leads in doubt twice, the later copy marked', async () => {
      test.setTimeout(300_000);
      const marker = `outage-${keys}-${unique()}`;
      const inDoubtBefore = linesOf('mail.in-doubt').length;
      const takeoversBefore = linesOf('mail.takeover').length;
      const total = 200;
      // 40 client addresses, 5 leads each: under the per-client limit, retries included.
      const from = (index: number) => `127.0.3.${(index % 40) + 1}`;
      const tries: number[] = [];
      const postBatch = async (start: number, end: number) => {
        const indexes = Array.from({ length: end - start }, (_, offset) => start + offset);
        for (let at = 0; at < indexes.length; at += 10) {
          const batch = indexes.slice(at, at + 10);
          // Half as JSON (a hydrated form), half as a plain form post (no JavaScript).
          tries.push(
            ...(await Promise.all(
              batch.map((index) =>
                postUntilReceived('/api/contact', {
                  ...(index % 2 ? { json: contactLead(marker, index) } : { form: { ...contactLead(marker, index), country: 'ke', [honeypot]: '' } }),
                  headers: origin,
                  from: from(index),
                }),
              ),
            )),
          );
        }
      };

      await mailApi('down');
      await postBatch(0, 70);
      await killInstance(bed(), 0);
      await postBatch(70, 120);
      await mailApi('hanging');
      await postBatch(120, 150);
      await restartRedis(bed());
      await postBatch(150, total);
      await restartInstance(bed(), 0);
      expect(await deliveries(marker), 'nothing is delivered while the mail API is down or hanging, but what it sent before giving up').not.toHaveLength(total);

      await mailApi('up');
      const recovered = Date.now();
      const numberOf = ({ text }: { text: string }) => Number(/lead number (\d+)/.exec(text)?.[1]);
      // Every lead, at least once (a lead in doubt may come twice).
      await expect.poll(async () => new Set((await deliveries(marker)).map(numberOf)).size, { timeout: 90_000, intervals: [500] }).toBe(total);
      // A moment for copies still on their way (a resend answered late), then the count.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const delivered = await deliveries(marker);
      const numbers = delivered.map(numberOf);
      expect(new Set(numbers).size).toBe(total);
      expect(Math.min(...numbers)).toBe(0);
      expect(Math.max(...numbers)).toBe(total - 1);
      expect(delivered.every(({ key }) => key !== null)).toBe(true);
      const firstCopies = new Map<number, number>();
      for (const { text, at } of delivered) firstCopies.set(numberOf({ text }), Math.min(at, firstCopies.get(numberOf({ text })) ?? Infinity));
      const allDoneMs = Math.max(...firstCopies.values()) - recovered;
      expect(allDoneMs).toBeLessThanOrEqual(90_000);

      // Duplicates: only leads whose call got no answer (in doubt), or whose sender died mid-call
      // (taken over); one copy per lead at most without the mark, every other copy marked.
      const doubted = idsIn([...linesOf('mail.in-doubt').slice(inDoubtBefore), ...linesOf('mail.takeover').slice(takeoversBefore)]);
      const byKey = new Map<string, typeof delivered>();
      for (const copy of delivered) byKey.set(copy.key ?? '', [...(byKey.get(copy.key ?? '') ?? []), copy]);
      const duplicated = [...byKey].filter(([, copies]) => copies.length > 1);
      for (const [key, copies] of duplicated) {
        expect(doubted.has(key), `${key} arrived ${copies.length} times without being in doubt`).toBe(true);
        expect(copies.filter(({ repeat }) => repeat === null).length).toBeLessThanOrEqual(1);
        for (const copy of copies.filter(({ repeat }) => repeat !== null)) {
          expect(copy.repeat).toContain(`submission=${key}`);
          expect(copy.text).toContain('[Possible repeat]');
        }
      }
      expect(byKey.size).toBe(total);
      // A mail API that honours the key drops every second copy: one mail per lead.
      if (keys === 'honour') expect(delivered).toHaveLength(total);

      const afterRecovery = delivered.map(({ at }) => Math.max(0, at - recovered));
      const figures = {
        mailApi: `${keys}s keys`,
        leads: total,
        delivered: delivered.length,
        duplicates: delivered.length - new Set(numbers).size,
        marked: delivered.filter(({ repeat }) => repeat !== null).length,
        // Handed over with no answer in time (the hanging mail API): sent again, marked, once it answered.
        inDoubt: countLines('mail.in-doubt') - inDoubtBefore,
        inDoubtLeads: doubted.size,
        // Sends of the killed instance taken over once their claim was stale: the crash window.
        takeovers: countLines('mail.takeover') - takeoversBefore,
        postsNeeded: tries.reduce((sum, count) => sum + count, 0),
        deliveredBeforeRecovery: delivered.filter(({ at }) => at < recovered).length,
        p50Ms: percentile(afterRecovery, 0.5),
        p95Ms: percentile(afterRecovery, 0.95),
        allDeliveredMs: allDoneMs,
      };
      console.log(`outage figures: ${JSON.stringify(figures)}`);
      test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });
      // Every instance and Redis are back: the health check says so, with an empty outbox.
      await expect
        .poll(async () => JSON.parse((await send(`http://127.0.0.1:${bed().ports.metrics[0]}/health`)).text), { timeout: 20_000 })
        .toMatchObject({ ok: true, redis: 'up', outbox: { depth: 0, deadLetters: 0 } });
    });

    test('the same submission posted 20 times right after a deploy (replays, reloads, a double tap) reaches the mail API once', async () => {
      test.setTimeout(90_000);
      const marker = `replay-${keys}-${unique()}`;
      const lead = contactLead(marker, 1);
      const answers: Answer[] = [];
      // Both instances new, as after a deploy: the posts below are their first.
      await rollingRestart(bed());
      // A double tap: two posts at the same moment, each way.
      answers.push(...(await Promise.all([0, 1].map(() => send(`${bed().front}/api/contact`, { json: lead, headers: origin, from: '127.0.4.1' })))));
      answers.push(
        ...(await Promise.all([0, 1].map(() => send(`${bed().front}/api/contact`, { form: { ...lead, country: 'ke' }, headers: origin, from: '127.0.4.2' })))),
      );
      // Reloads of a no-JS post and a script's replays, one after another, from four addresses.
      for (let index = 0; index < 16; index += 1) {
        const options = index % 2 ? { json: lead } : { form: { ...lead, country: 'ke' } };
        answers.push(await send(`${bed().front}/api/contact`, { ...options, headers: origin, from: `127.0.4.${3 + (index % 4)}` }));
      }
      expect(answers).toHaveLength(20);
      expect(answers.map(({ status }) => status).filter((status) => status !== 200 && status !== 303)).toEqual([]);
      // The no-JS answer is a 303 to the page's receipt: a reload shows it and posts nothing.
      expect(answers.find(({ status }) => status === 303)?.headers.location).toBe('/ke#contact-received');
      await expect.poll(async () => (await deliveries(marker)).length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await deliveries(marker)).toHaveLength(1);
    });
  });
}

test("a flood of 1,000 posts from one address mails none of it, and does not stop another visitor's lead", async () => {
  test.setTimeout(120_000);
  const marker = `flood-${unique()}`;
  const quarantinedBefore = Number((await redisCommand(bed(), bed().ports.redis, 'HGET kilele:quarantine:counts honeypot')).split('\r\n')[1] ?? 0);
  const statuses = new Map<number, number>();
  const bot = async (index: number) => {
    // Every field filled, the trap included; instant posts, each way, with replays.
    const body = { ...contactLead(marker, index % 50), [honeypot]: `https://spam.example/${index % 50}`, country: 'ke' };
    const answer = await send(`${bed().front}/api/contact`, { ...(index % 2 ? { json: body } : { form: body }), headers: origin, from: '127.0.5.1' });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  };
  const person = contactLead(`person-${marker}`, 7);
  const flood = (async () => {
    for (let at = 0; at < 1_000; at += 25) await Promise.all(Array.from({ length: 25 }, (_, offset) => bot(at + offset)));
  })();
  // A real visitor, from another address, while the flood runs.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const answer = await send(`${bed().front}/api/contact`, { json: person, headers: origin, from: '127.0.5.2' });
  expect(answer.status, answer.text).toBe(200);
  await flood;

  expect([...statuses.keys()].every((status) => status === 200 || status === 303 || status === 429)).toBe(true);
  expect(statuses.get(429) ?? 0).toBeGreaterThan(900);
  await expect.poll(async () => (await deliveries(`person-${marker}`)).length).toBe(1);
  // Kept, countable, not mailed.
  const quarantinedAfter = Number((await redisCommand(bed(), bed().ports.redis, 'HGET kilele:quarantine:counts honeypot')).split('\r\n')[1] ?? 0);
  expect(quarantinedAfter - quarantinedBefore).toBeGreaterThan(0);
  const mailedFlood = (await deliveries(marker)).filter(({ text }) => !text.includes(`person-${marker}`));
  expect(mailedFlood).toEqual([]);
  console.log(
    `flood figures: ${JSON.stringify({ posts: 1_000, statuses: Object.fromEntries(statuses), honeypotQuarantined: quarantinedAfter - quarantinedBefore })}`,
  );
});
