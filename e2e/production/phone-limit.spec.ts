import { expect, test } from '../support/test';
import { startRedis, stopRedis } from '../../scripts/test-bed/index.mjs';
import { as254, randomPhone, unique } from '../support/fake-upstream';
import { bed, expectUpstreamReceived, send, upstreamReceived } from './support/bed';

// The per-phone limit (3 prompts per 10 minutes) is one count for the whole deployment: both
// instances read and write it in the shared Redis. When Redis is down, a phone is never
// prompted (503), while a contact message still goes through.

const origin = { origin: 'https://www.kilelepay.co.ke' };
const pay = (url: string, phone: string, from?: string) => send(`${url}/api/demo/payment`, { json: { phone }, headers: origin, from });

test('the 4th prompt to one phone is refused with 429 whichever instance gets it', async () => {
  const { front, instances } = bed();
  const [first = '', second = ''] = instances;
  const phone = randomPhone();
  // Three prompts spread over both instances and the front door.
  expect((await pay(first, phone)).status).toBe(202);
  expect((await pay(second, phone)).status).toBe(202);
  expect((await pay(front, phone, '127.0.0.31')).status).toBe(202);
  for (const url of [first, second, front]) {
    const limited = await pay(url, phone, url === front ? '127.0.0.32' : undefined);
    expect(limited.status, url).toBe(429);
    expect(Number(limited.headers['retry-after']), url).toBeGreaterThan(500);
  }
  // Airtime shares the count: the same phone as payer is refused too.
  const airtime = await send(`${front}/api/airtime`, { json: { phoneNumber: phone, recipientPhone: phone, amount: 10 }, headers: origin, from: '127.0.0.33' });
  expect(airtime.status).toBe(429);
  await expectUpstreamReceived(as254(phone), 3);
});

test('with Redis stopped, a phone prompt is refused (503, Retry-After) and a contact message is accepted', async () => {
  const state = bed();
  // The operator's health report, on each instance's metrics port.
  const health = async (port: number) => JSON.parse((await send(`http://127.0.0.1:${port}/health`)).text);
  await stopRedis(state);
  try {
    for (const port of state.ports.metrics) await expect.poll(async () => (await health(port)).redis).toBe('down');
    const answer = await send(`http://127.0.0.1:${state.ports.metrics[0]}/health`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: false, redis: 'down' });

    const phone = randomPhone();
    for (const url of [state.front, ...state.instances]) {
      const refused = await pay(url, phone, url === state.front ? '127.0.0.41' : undefined);
      expect(refused.status, url).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(refused.text)).toEqual({ error: expect.stringMatching(/M-Pesa prompts.*try again/) });
    }
    expect(await upstreamReceived(as254(phone))).toHaveLength(0);

    // Leads are mailed directly, each once: one visitor's message on each instance, the first
    // posted twice (with no shared store, an instance knows only what it sent itself).
    const email = `down-${unique()}@example.com`;
    for (const [index, url] of [state.instances[0], state.instances[0], state.instances[1]].entries()) {
      const message = { fullname: 'Redis Down', email, company: 'X', phone: '0712345678', subject: 'Other', message: `Still delivered ${url}` };
      const accepted = await send(`${url}/api/contact`, { json: message, headers: { ...origin, 'x-forwarded-for': `127.0.0.${42 + index}` } });
      expect(accepted.status, accepted.text).toBe(200);
    }
    await expectUpstreamReceived(email, 2);
  } finally {
    await startRedis(state);
  }
  for (const port of state.ports.metrics) await expect.poll(async () => (await health(port)).redis, { timeout: 10_000 }).toBe('up');
  expect((await pay(state.front, randomPhone(), '127.0.0.44')).status).toBe(202);
});
