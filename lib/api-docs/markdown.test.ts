import { apiDocs } from './catalogue';
import { apiDocIds } from './ids';
import { apiDocMarkdown } from './markdown';
import { resultCodes, resultDescriptions } from '../mpesa-sandbox/result-codes';
import { testNumbers } from '../mpesa-sandbox/test-numbers';
import { sandboxWebhookSecret } from '../mpesa-sandbox/webhook-signature';
import { callbackBody, callbackJson } from '../mpesa-sandbox/callback';
import { exampleSignedCallback } from './callback-examples';
import { absoluteUrl } from '../site-url';

const twin = apiDocMarkdown(apiDocs['mpesa-stk-push'], 'ke');
const callback = twin.slice(twin.indexOf('\n## Callback\n'), twin.indexOf('\n## Sandbox\n'));

/** The body rows of the markdown table under `heading` (up to the next heading), as arrays of cells. */
function tableUnder(heading: string): string[][] {
  const start = callback.indexOf(`### ${heading}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const [, section = ''] = callback.slice(start).split(/^### .*$/m);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .slice(2)
    .map((line) => line.slice(2, -2).split(' | '));
}

describe('the STK push markdown twin: the callback', () => {
  it('has a Callback section before the Sandbox one', () => {
    expect(callback.length).toBeGreaterThan(0);
    expect(twin.indexOf('\n## Callback\n')).toBeLessThan(twin.indexOf('\n## Sandbox\n'));
  });

  it('names the three signed headers and the sandbox secret', () => {
    const headers = tableUnder('Signed headers').map(([name]) => name);
    expect(headers).toEqual(['`webhook-id`', '`webhook-timestamp`', '`webhook-signature`']);
    expect(callback).toContain(sandboxWebhookSecret);
  });

  it('shows a signed request whose body is the compact JSON that was signed', () => {
    const signed = exampleSignedCallback();
    expect(callback).toContain(`webhook-signature: ${signed.signature}`);
    expect(callback).toContain(`\n${signed.body}\n`);
    expect(signed.body).not.toContain('\n');
  });

  it('lists every field of the callback body, from its schema', () => {
    const body = callbackBody({ checkout_request_id: 'c', transaction_id: 't', reference: 'r', amount: 1, phone: '254700000000' }, 0, {
      receipt: 'ABCDEFGHIJ',
      at: new Date(0),
    });
    const fields = tableUnder('Body fields').map(([name]) => name);
    for (const key of Object.keys(JSON.parse(callbackJson(body)).data)) expect(fields).toContain(`\`data.${key}\``);
  });

  it.each(resultCodes)('lists result code %i with M-Pesa’s description and a link to its page', (code) => {
    const row = tableUnder('Result codes').find(([cell]) => cell === `\`${code}\``);
    expect(row).toBeDefined();
    expect(row).toContain(resultDescriptions[code]);
    expect(row?.at(-1)).toContain(`(${absoluteUrl(`/ke/developers/result-codes/${code}`)})`);
  });

  it('lists every test number, once', () => {
    const phones = tableUnder('Test numbers').map(([phone]) => phone);
    expect(phones).toEqual(testNumbers.map((number) => `\`${number.phone}\``));
  });

  it.each(apiDocIds.filter((id) => id !== 'mpesa-stk-push'))('is not on the %s twin, whose API has no such callback', (id) => {
    expect(apiDocMarkdown(apiDocs[id], 'ke')).not.toContain('\n## Callback\n');
  });
});
