import autocannon from 'autocannon';
import { expect, test } from '../support/test';
import {
  instanceLogLines,
  redisRole,
  sentinelMasterPort,
  startRedisServer,
  startSentinelRedis,
  stopRedisServer,
  stopSentinelRedis,
} from '../../scripts/test-bed/index.mjs';
import { as254, randomPhone, unique } from '../support/fake-upstream';
import { bed, contactLead, deliveries, send, upstreamReceived } from '../production/support/bed';
import type { Answer } from '../production/support/bed';

// Redis as a deployment that survives losing it runs it: a master, a replica and three
// sentinels (the bed's Sentinel shape). The instances follow the sentinels. The mail fake
// ignores Idempotency-Key (every request it accepts is a mail), so only the site keeps a lead
// from arriving twice. While pages load through nginx and readiness is polled on each
// instance, the master is killed and the sentinels promote the replica; then every Redis
// process is stopped, and started again.

const origin = { origin: 'https://www.kilelepay.co.ke' };
/** RATE_LIMIT_PER_PHONE's default: prompts one phone may get in its window. */
const phoneLimit = 3;

const failed: Answer = { status: 0, headers: {}, text: '', body: Buffer.alloc(0) };

/** Posts until the lead is received, as a person would press Send again; returns the answers. */
async function postUntilReceived(body: Record<string, string>, from: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let tries = 1; tries <= 40; tries += 1) {
    const answer = await send(`${bed().front}/api/contact`, { json: body, headers: origin, from }).catch(() => failed);
    statuses.push(answer.status);
    if (answer.status === 200) return statuses;
    expect([0, 502, 503, 504], answer.text).toContain(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${body.email}: not received after 40 tries`);
}

/** Pages through nginx and readiness on each instance, until stopped: what a balancer and visitors see. */
function watchPagesAndReadiness() {
  const notReady: string[] = [];
  let running = true;
  const readiness = (async () => {
    while (running) {
      for (const url of bed().instances) {
        const answer = await send(`${url}/api/health/ready`).catch(() => failed);
        if (answer.status !== 200) notReady.push(`${url} ${answer.status} ${answer.text}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  let finish: (result: autocannon.Result) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const pages = autocannon(
    {
      url: bed().front,
      connections: 4,
      // Bounded: the two cores are shared with Redis failing over and the leads being posted.
      overallRate: 60,
      duration: 600,
      requests: [{ path: '/ke' }, { path: '/ke/about' }, { path: '/ke/sw/blog' }, { path: '/ke/developers' }],
    },
    (_error, result) => finish(result),
  );
  return {
    stop: async () => {
      running = false;
      pages.stop();
      await readiness;
      return { notReady, pages: await finished };
    },
  };
}

const countLines = (event: string) => instanceLogLines(bed()).filter((line) => line.includes(`"event":"${event}"`)).length;
// The operator's health report, on an instance's metrics port.
const health = async (port: number) => JSON.parse((await send(`http://127.0.0.1:${port}/health`)).text);
let payments = 0;
// Each prompt from its own client address: the per-client limit is not what these tests look at.
const pay = (phone: string, url = bed().front, from = `127.0.7.${(payments++ % 250) + 1}`) =>
  send(`${url}/api/demo/payment`, {
    json: { phone },
    headers: url === bed().front ? origin : { ...origin, 'x-forwarded-for': from },
    from: url === bed().front ? from : undefined,
  });

test.beforeAll(async () => {
  expect((await send(`${bed().upstream}/__idempotency`, { json: { keys: 'ignore' } })).status).toBe(200);
});

test('the master is killed under load and the replica promoted: 200 leads delivered exactly once, the phone limit holds, pages and readiness never fail', async () => {
  test.setTimeout(240_000);
  const state = bed();
  const marker = `failover-${unique()}`;
  const total = 200;
  const from = (index: number) => `127.0.${8 + Math.floor(index / 200)}.${(index % 200) + 1}`;
  const watch = watchPagesAndReadiness();
  const queuedBefore = countLines('outbox.queued');

  // A phone with two prompts before the failover: at most one more may follow, whatever happens.
  const phone = randomPhone();
  for (const url of state.instances) expect((await pay(phone, url)).status).toBe(202);

  const masterBefore = await sentinelMasterPort(state);
  expect(masterBefore).not.toBeNull();
  const postStatuses: number[][] = [];
  // Five visitors every 200 ms, whatever the answers take: the posts span the failover (about 8 s).
  const posts: Promise<void>[] = [];
  let postedAt = 0;
  const postBatch = async (start: number, end: number) => {
    for (let at = start; at < end; at += 5) {
      const batch = Array.from({ length: Math.min(5, end - at) }, (_, offset) => at + offset);
      posts.push(...batch.map((index) => postUntilReceived(contactLead(marker, index), from(index)).then((statuses) => void postStatuses.push(statuses))));
      postedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  await postBatch(0, 60);
  // The crash: SIGKILL, no chance to flush anything. Leads go on being posted meanwhile.
  const killedAt = Date.now();
  const leadsDuring = postBatch(60, total).then(() => Promise.all(posts));
  await stopRedisServer(state, masterBefore ?? state.ports.redis, 'SIGKILL');

  // The same phone asks again and again through the failover, on both instances.
  const prompts: number[] = [];
  let noMasterMs = NaN;
  let formsBackMs = NaN;
  while (Date.now() - killedAt < 30_000 && (Number.isNaN(noMasterMs) || Number.isNaN(formsBackMs))) {
    for (const url of state.instances) prompts.push((await pay(phone, url)).status);
    const master = await sentinelMasterPort(state);
    if (Number.isNaN(noMasterMs) && master !== null && master !== masterBefore && (await redisRole(state, master)) === 'master')
      noMasterMs = Date.now() - killedAt;
    if (Number.isNaN(formsBackMs) && (await Promise.all(state.ports.metrics.map(health))).every((reading) => reading.redis === 'up'))
      formsBackMs = Date.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(noMasterMs, 'the sentinels promoted the replica').toBeLessThan(30_000);
  await leadsDuring;
  const postedDuringMs = postedAt - killedAt;

  // Every lead delivered once, with the fake that ignores keys.
  await expect.poll(async () => (await deliveries(marker)).length, { timeout: 60_000, intervals: [500] }).toBeGreaterThanOrEqual(total);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const delivered = await deliveries(marker);
  const numbers = delivered.map(({ text }) => Number(/lead number (\d+)/.exec(text)?.[1]));
  const { notReady, pages } = await watch.stop();

  const promptsAccepted = prompts.filter((status) => status === 202).length;
  const figures = {
    noMasterMs,
    formsBackMs,
    leadsPostedAfterTheKill: total - 60,
    postsNeeded: postStatuses.flat().length,
    postsRefused: postStatuses.flat().filter((status) => status !== 200).length,
    postedDuringMs,
    delivered: delivered.length,
    duplicates: delivered.length - new Set(numbers).size,
    // Posted while no master answered: mailed at once instead of stored.
    mailedDirectly: total - (countLines('outbox.queued') - queuedBefore),
    phonePrompts: {
      asked: prompts.length,
      accepted: promptsAccepted,
      refused503: prompts.filter((status) => status === 503).length,
      refused429: prompts.filter((status) => status === 429).length,
    },
    pageRequests: pages.requests.total,
    pageNon2xx: pages.non2xx,
    pageErrors: pages.errors,
    notReady: notReady.length,
  };
  console.log(`failover figures: ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });

  expect(delivered).toHaveLength(total);
  expect(new Set(numbers).size).toBe(total);
  // The phone never got more prompts than its limit: two before, at most one during or after.
  expect(promptsAccepted).toBeLessThanOrEqual(phoneLimit - 2);
  expect(await upstreamReceived(as254(phone))).toHaveLength(2 + promptsAccepted);
  expect(pages.errors + pages.timeouts + pages.non2xx, JSON.stringify(pages.statusCodeStats)).toBe(0);
  expect(pages.requests.total).toBeGreaterThan(100);
  expect(notReady).toEqual([]);

  // The killed master comes back, and the sentinels make it a replica of the new one.
  await startRedisServer(state, masterBefore ?? state.ports.redis);
  await expect.poll(async () => redisRole(state, masterBefore ?? state.ports.redis), { timeout: 20_000 }).toBe('slave');
  await expect.poll(async () => (await health(state.ports.metrics[0])).outbox, { timeout: 20_000 }).toMatchObject({ depth: 0, deadLetters: 0 });
});

test('with every Redis process gone: pages and readiness answer, leads are mailed directly, M-Pesa is refused as documented, and all recovers', async () => {
  test.setTimeout(120_000);
  const state = bed();
  const master = await sentinelMasterPort(state);
  expect(master).not.toBeNull();
  const replica = master === state.ports.redis ? state.ports.replica : state.ports.redis;
  await stopSentinelRedis(state, 'SIGKILL');
  try {
    for (const port of state.ports.metrics) await expect.poll(async () => (await health(port)).redis).toBe('down');
    for (const url of [state.front, ...state.instances]) {
      expect((await send(`${url}/ke`)).status, url).toBe(200);
      expect((await send(`${url}/api/health/ready`)).status, url).toBe(200);
    }
    const refused = await pay(randomPhone());
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.text)).toEqual({ error: 'We cannot send M-Pesa prompts for a moment: please try again shortly' });

    const marker = `gone-${unique()}`;
    for (const index of [0, 1, 2])
      expect((await send(`${state.front}/api/contact`, { json: contactLead(marker, index), headers: origin, from: `127.0.9.${index + 1}` })).status).toBe(200);
    // Mailed while the visitor waited: already in the inbox, once each.
    expect(await deliveries(marker)).toHaveLength(3);
  } finally {
    await startSentinelRedis(state, { masterPort: master ?? state.ports.redis, replicaPort: replica });
  }
  for (const port of state.ports.metrics) await expect.poll(async () => (await health(port)).redis, { timeout: 30_000 }).toBe('up');
  expect((await pay(randomPhone())).status).toBe(202);
  const marker = `back-${unique()}`;
  const answer = await send(`${state.front}/api/contact`, { json: contactLead(marker, 0), headers: origin, from: '127.0.9.9' });
  expect(answer.status).toBe(200);
  const { reference } = JSON.parse(answer.text);
  // Back in the outbox.
  await expect.poll(() => instanceLogLines(state).some((line) => line.includes('"event":"outbox.queued"') && line.includes(`"id":"${reference}"`))).toBe(true);
  await expect.poll(async () => (await deliveries(marker)).length).toBe(1);
});
