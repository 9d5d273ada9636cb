import { resultCodes } from '../mpesa-sandbox/result-codes';
import { testNumbers } from '../mpesa-sandbox/test-numbers';
import { absoluteUrl } from '../site-url';
import { llmsFull, llmsIndex } from './llms';

describe('llms.txt and llms-full.txt', () => {
  const index = llmsIndex([]);
  const full = llmsFull();

  it.each(resultCodes)('llms.txt links the page of result code %i', (code) => {
    expect(index).toContain(`](${absoluteUrl(`/ke/developers/result-codes/${code}`)}):`);
  });

  it('llms-full.txt holds the STK push callback: its signed headers, every result code and every test number', () => {
    expect(full).toContain('### Callback');
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(full).toContain(`\`${header}\``);
    for (const code of resultCodes) expect(full).toContain(`| \`${code}\` |`);
    for (const { phone } of testNumbers) expect(full).toContain(`| \`${phone}\` |`);
  });

  it.each(resultCodes)('llms-full.txt explains result code %i with a link to its page', (code) => {
    const section = full.slice(full.indexOf('## M-Pesa result codes'));
    expect(section).toContain(`Page: ${absoluteUrl(`/ke/developers/result-codes/${code}`)}`);
  });
});
