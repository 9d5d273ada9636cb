import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { instanceLogLines } from '../../scripts/test-bed/index.mjs';
import { as254, randomPhone, unique } from '../support/fake-upstream';
import { bed, send, upstreamRule } from './support/bed';

// One visitor's request followed from nginx's access log to the app's own log lines.

const origin = { origin: 'https://www.kilelepay.co.ke' };

test('the request id nginx makes is answered, and carried by every line the app writes for that request', async () => {
  const state = bed();
  // A payment the provider refuses: answered 502, and the refusal logged while serving it.
  const phone = randomPhone();
  await upstreamRule({ bodyIncludes: as254(phone), status: 500 });
  const answer = await send(`${state.front}/api/demo/payment?trace=${unique()}`, { json: { phone }, headers: origin, from: '127.0.0.31' });
  expect(answer.status).toBe(502);
  const requestId = answer.headers['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);

  // nginx writes its line once the answer has gone out.
  const accessLine = () =>
    readFileSync(join(state.dir, 'access.log'), 'utf8')
      .split('\n')
      .find((line) => line.includes(`"requestId":"${requestId}"`));
  await expect.poll(accessLine, { message: 'nginx logged the request with its id' }).toContain('"uri":"/api/demo/payment?trace=');

  await expect.poll(() => instanceLogLines(state).filter((line) => line.includes(`"requestId":"${requestId}"`)).length).toBeGreaterThan(0);
  const lines = instanceLogLines(state).filter((line) => line.includes(`"requestId":"${requestId}"`));
  for (const line of lines) expect(JSON.parse(line)).toMatchObject({ requestId });
  expect(lines.map((line) => JSON.parse(line).event)).toContain('upstream.payments');
});

test("a client's own X-Request-Id never reaches the app's log through nginx", async () => {
  const state = bed();
  const forged = 'forged-request-id-0001';
  const throughNginx = await send(`${state.front}/api/health/live`, { headers: { 'x-request-id': forged } });
  expect(throughNginx.headers['x-request-id']).not.toBe(forged);
  expect(throughNginx.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
});
