import { z } from 'zod';
import { expect, test } from '../support/test';
import { startInstance, stopProcess } from '../../scripts/test-bed/index.mjs';
import { as254, randomPhone, unique } from '../support/fake-upstream';
import { bed, expectUpstreamReceived, send } from './support/bed';

// Every form through nginx to the real upstream calls (the fake upstream records them), and
// the per-client limits with the client addresses nginx really sees.

const origin = { origin: 'https://www.kilelepay.co.ke' };

test('contact, newsletter and notify each send one mail request with what was typed', async () => {
  const email = `bed-${unique()}@example.co.ke`;
  const message = {
    fullname: 'Achieng Otieno',
    email,
    company: 'Soko Ltd',
    phone: '0712 345 678',
    subject: 'Developer APIs',
    message: 'Through the front door',
  };
  const contact = await send(`${bed().front}/api/contact`, { json: message, headers: origin, from: '127.0.0.11' });
  expect(contact.status, contact.text).toBe(200);
  expect(JSON.parse(contact.text)).toMatchObject({ ok: true });
  const [mail] = await expectUpstreamReceived(email);
  expect(mail?.path).toBe('/mail/send-email/contact');
  expect(mail?.body).toEqual({ organisation: 'Kilele Pay', to: 'inbox@kilelepay.test', data: { ...message, phone: '+254712345678' } });

  const subscriber = `sub-${unique()}@example.com`;
  expect((await send(`${bed().front}/api/newsletter`, { json: { email: subscriber }, headers: origin, from: '127.0.0.11' })).status).toBe(200);
  expect((await send(`${bed().front}/api/notify`, { json: { email: subscriber, country: 'tz' }, headers: origin, from: '127.0.0.11' })).status).toBe(200);
  // The outbox sends queued mails side by side: the two may arrive in either order.
  const sent = await expectUpstreamReceived(subscriber, 2);
  const subjects = sent.map((entry) => z.object({ data: z.object({ subject: z.string() }) }).parse(entry.body).data.subject);
  expect([...subjects].sort()).toEqual(['Launch notification: Tanzania', 'Newsletter subscription']);
});

test('the payment demo and airtime each send one prompt request for the typed phone', async () => {
  const payer = randomPhone();
  const demo = await send(`${bed().front}/api/demo/payment`, { json: { phone: payer }, headers: origin, from: '127.0.0.12' });
  expect(demo.status, demo.text).toBe(202);
  const [payment] = await expectUpstreamReceived(as254(payer));
  expect(payment?.path).toBe('/payments/mpesa/api/v1/payments/process');
  expect(payment?.body).toMatchObject({ merchantId: 'bed-merchant', destination: { mobileNumber: as254(payer), amount: 5, currency: 'KES' } });

  const buyer = randomPhone();
  const recipient = randomPhone();
  const airtime = await send(`${bed().front}/api/airtime`, {
    json: { phoneNumber: buyer, recipientPhone: recipient, amount: 50 },
    headers: origin,
    from: '127.0.0.12',
  });
  expect(airtime.status, airtime.text).toBe(202);
  const [push] = await expectUpstreamReceived(as254(buyer));
  expect(push?.path).toBe('/airtime/api/v1/airtime/stk_push/');
  expect(push?.text).toBe(`{"phoneNumber":"${as254(buyer)}","recipientPhone":"${as254(recipient)}","amount":50}`);
});

test('per-client limits: one address is limited at 10 a minute, another is not, and X-Forwarded-For from the client does not help', async () => {
  const post = (from: string, headers: Record<string, string> = {}) =>
    send(`${bed().front}/api/newsletter`, { json: { email: `limit-${unique()}@example.com` }, headers: { ...origin, ...headers }, from });
  const statuses: number[] = [];
  // A client rewriting X-Forwarded-For: nginx appends the real address, which is what counts.
  for (let i = 0; i < 11; i += 1) statuses.push((await post('127.0.0.21', { 'x-forwarded-for': `203.0.113.${i}` })).status);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses[10]).toBe(429);
  // Both instances share the count (Redis), and another address has its own.
  expect((await post('127.0.0.21')).status).toBe(429);
  expect((await post('127.0.0.22')).status).toBe(200);
});

// The spare instance a test started, stopped after it even when the test ran out of time.
let spare: Awaited<ReturnType<typeof startInstance>> | undefined;
test.afterEach(async () => {
  if (spare) await stopProcess(spare);
  spare = undefined;
});

test('without a trusted proxy (TRUST_PROXY=0) one client cannot use up a form: 15 contact posts are all accepted', async () => {
  const { ports } = bed();
  spare = await startInstance(bed(), ports.spare, { TRUST_PROXY: '0', REDIS_URL: '' });
  const statuses: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const message = { fullname: 'One Client', email: `one-${unique()}@example.com`, company: 'X', phone: '0712345678', subject: 'Other', message: `n${i}` };
    statuses.push((await send(`http://127.0.0.1:${ports.spare}/api/contact`, { json: message })).status);
  }
  expect(statuses).toEqual(Array(15).fill(200));
});
