import autocannon from 'autocannon';
import { expect, test } from '../support/test';
import { rollingRestart } from '../../scripts/test-bed/index.mjs';
import { unique } from '../support/fake-upstream';
import { bed, expectUpstreamReceived, send } from './support/bed';
import { bedSlowdown } from './support/cpu-load';

// A deploy as an operator runs it: under load through nginx (pages and form posts), each
// instance in turn gets SIGTERM, drains and exits, and the new build starts in its place.
// Not one request may fail: no 5xx, no reset or refused connection, and every lead the site
// said it received is delivered.

const origin = { origin: 'https://www.kilelepay.co.ke' };

/** Posts a contact message every `everyMs` from a new client address each time, until stopped. */
function postLeads(front: string, everyMs: number) {
  const answers: { email: string; status: number | string }[] = [];
  let running = true;
  let sent = 0;
  const loop = (async () => {
    while (running) {
      sent += 1;
      const email = `deploy-${unique()}@example.com`;
      const message = { fullname: 'Deploy Visitor', email, company: 'X', phone: '0712345678', subject: 'Other', message: 'Sent during a restart' };
      // 127.0.1.x: a client address per post, as many visitors would be (per-client limits).
      const from = `127.0.1.${(sent % 250) + 1}`;
      const status = await send(`${front}/api/contact`, { json: message, headers: origin, from }).then(
        (answer) => answer.status,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      answers.push({ email, status });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return answers;
    },
  };
}

test('a rolling restart under load through nginx: no 5xx, no failed connection, every accepted lead delivered', async () => {
  test.setTimeout(180_000);
  const state = bed();
  const reqErrors: string[] = [];
  let finish: (result: autocannon.Result) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const load = autocannon(
    {
      url: state.front,
      connections: 8,
      // Bounded so that the two cores the tests share keep room for the restarting instances.
      overallRate: 150,
      duration: 150,
      // A request unanswered after 10 s counts as timed out (autocannon's default), three times
      // that on a busy machine, where every answer takes longer (support/cpu-load.ts).
      timeout: 10 * bedSlowdown(),
      requests: [{ path: '/ke' }, { path: '/ke/about' }, { path: '/ke/blog' }, { path: '/ke/developers' }, { path: '/' }],
    },
    (error, result) => {
      if (error) reqErrors.push(error.message);
      finish(result);
    },
  );
  load.on('reqError', (error: Error & { code?: string }) => reqErrors.push(error.code ?? error.message));
  const leads = postLeads(state.front, 200);

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const steps = await rollingRestart(state);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  load.stop();
  const answers = await leads.stop();
  const result = await finished;

  const figures = {
    requests: result.requests.total + answers.length,
    pageRequests: result.requests.total,
    leadPosts: answers.length,
    errors: result.errors,
    timeouts: result.timeouts,
    status5xx: result['5xx'],
    p99Ms: result.latency.p99,
    statuses: result.statusCodeStats,
    steps,
  };
  console.log(`rolling restart: ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: 'rolling restart', description: JSON.stringify(figures) });

  expect(reqErrors, 'connection errors (resets, refusals)').toEqual([]);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result['5xx']).toBe(0);
  expect(result['2xx'] + result['3xx']).toBe(result.requests.total);
  expect(result.requests.total).toBeGreaterThan(500);
  expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
  for (const { email } of answers) await expectUpstreamReceived(email);
  // Both instances were replaced by new processes that are ready.
  for (const port of state.ports.instances) expect((await send(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
});
