import { expect, test } from '../support/test';
import { startInstance, stopInstanceOn } from '../../scripts/test-bed/index.mjs';
import { as254, randomPhone, unique } from '../support/fake-upstream';
import { bed, expectUpstreamReceived, send } from './support/bed';
import type { Answer } from './support/bed';
import { listenPaths, pairingSchema } from '@/lib/sandbox-listen/protocol';

// A deploy starts new instances, and the balancer sends them traffic as soon as they listen.
// Here two instances start together on the bed's Redis, and each one's very first request,
// sent the moment its port accepts a connection (no readiness poll, no warm-up), is a form
// post or the sandbox CLI's pairing: it must be answered as the hundredth is (an M-Pesa prompt
// sent, a lead stored in the outbox rather than mailed on the side, a pairing code given).

const publicHeaders = { host: 'www.kilelepay.co.ke', 'x-forwarded-proto': 'https', origin: 'https://www.kilelepay.co.ke' };

interface FirstRequest {
  kind: string;
  path: string;
  /** A phone number for a prompt, an email's local part for a lead: tells this request's traces apart. */
  marker: () => string;
  body: (marker: string) => Record<string, unknown>;
  /** The status of a request answered as it should be. */
  status: number;
  /** What proves the request did its job, from the bed's records. */
  check: (answer: Answer, marker: string, logs: string) => Promise<void>;
}

const storedInOutbox = async (answer: Answer, _marker: string, logs: string) => {
  const { reference } = JSON.parse(answer.text);
  expect(reference, answer.text).toEqual(expect.any(String));
  const queued = logs.split('\n').some((line) => line.includes('"event":"outbox.queued"') && line.includes(`"id":"${reference}"`));
  expect(queued, `${reference} was not stored in the outbox:\n${logs.slice(-2000)}`).toBe(true);
};

/** The `ms` of an instance's first log line of `event` (the outbox's start-up, a lead's store), or '-'. */
function loggedMs(logs: string, event: string): string {
  const line = logs.split('\n').find((candidate) => candidate.includes(`"event":"${event}"`));
  const ms = line ? /"ms":(\d+)/.exec(line)?.[1] : undefined;
  return ms ?? '-';
}

const kinds: FirstRequest[] = [
  {
    kind: 'payment demo',
    path: '/api/demo/payment',
    marker: randomPhone,
    body: (marker) => ({ phone: marker }),
    status: 202,
    check: async (_answer, marker) => void (await expectUpstreamReceived(as254(marker))),
  },
  {
    kind: 'airtime',
    path: '/api/airtime',
    marker: randomPhone,
    body: (marker) => ({ phoneNumber: marker, recipientPhone: randomPhone(), amount: 20 }),
    status: 202,
    check: async (_answer, marker) => void (await expectUpstreamReceived(as254(marker))),
  },
  {
    kind: 'contact',
    path: '/api/contact',
    marker: () => `fresh-${unique()}`,
    body: (marker) => ({
      fullname: 'First Visitor',
      email: `${marker}@example.co.ke`,
      company: 'Soko',
      phone: '0712345678',
      subject: 'Other',
      message: marker,
    }),
    status: 200,
    check: storedInOutbox,
  },
  {
    kind: 'newsletter',
    path: '/api/newsletter',
    marker: () => `fresh-${unique()}`,
    body: (marker) => ({ email: `${marker}@example.co.ke` }),
    status: 200,
    check: storedInOutbox,
  },
  {
    kind: 'notify',
    path: '/api/notify',
    marker: () => `fresh-${unique()}`,
    body: (marker) => ({ email: `${marker}@example.co.ke`, country: 'ug' }),
    status: 200,
    check: storedInOutbox,
  },
  {
    // `kilele-sandbox listen` asks for its pairing code first: a developer may start it just as a
    // deploy starts the instance that answers.
    kind: 'sandbox listen pairing',
    path: listenPaths.pair,
    marker: () => '',
    body: () => ({}),
    status: 201,
    check: async (answer) => void expect(pairingSchema.safeParse(JSON.parse(answer.text)).success, answer.text).toBe(true),
  },
];

test.afterEach(async () => {
  await Promise.all(bed().ports.spares.map((port) => stopInstanceOn(bed(), port, 5_000)));
});

for (const first of kinds) {
  test(`the first ${first.kind} request on each of two fresh instances is answered as the hundredth`, async () => {
    test.setTimeout(180_000);
    const { spares } = bed().ports;
    const instances = await Promise.all(spares.map((port) => startInstance(bed(), port, {}, { until: 'listening' })));
    const answers = await Promise.all(
      spares.map(async (port, index) => {
        const marker = first.marker();
        const started = Date.now();
        const answer = await send(`http://127.0.0.1:${port}${first.path}`, {
          json: first.body(marker),
          // As nginx forwards it: the client's address last in X-Forwarded-For (TRUST_PROXY=1).
          headers: { ...publicHeaders, 'x-forwarded-for': `198.51.100.${10 + index}` },
          // As long as nginx waits for an answer by default: the request waits for the instance's start.
          timeoutMs: 60_000,
        });
        return { answer, marker, ms: Date.now() - started, instance: instances[index] };
      }),
    );
    for (const { answer, marker, instance } of answers) {
      expect(answer.status, `${first.kind} on a fresh instance: ${answer.text}`).toBe(first.status);
      await first.check(answer, marker, instance?.output() ?? '');
    }
    // With the outbox's start-up at boot and, for a lead, the time its store took.
    const figures = `${first.kind}: ${answers
      .map(({ answer, ms, instance }) => {
        const logs = instance?.output() ?? '';
        const stored = first.check === storedInOutbox ? `, stored in ${loggedMs(logs, 'outbox.queued')} ms` : '';
        return `${answer.status} in ${ms} ms (outbox ready at boot in ${loggedMs(logs, 'outbox.ready')} ms${stored})`;
      })
      .join(', ')}`;
    console.log(`first request on fresh instances: ${figures}`);
    test.info().annotations.push({ type: 'first request', description: figures });
  });
}
