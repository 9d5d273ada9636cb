import { expect, test } from '../support/test';
import { bed, send } from './support/bed';

// The search results page through the front door, on the public name: rendered by Node for
// each query, so the page cache must never keep one query's answer nor give it to another.

const publicHeaders = { host: 'www.kilelepay.co.ke', 'x-forwarded-proto': 'https', 'accept-encoding': 'identity' };

/** The heading that names the query, as the results page writes it. */
const resultsHeading = /<h2[^>]*>Results for “([^”]*)”<\/h2>/;

test('two queries get two answers, each its own, and neither is kept by the front door', async () => {
  const { front } = bed();
  const ask = (query: string) => send(`${front}/ke/search?q=${encodeURIComponent(query)}`, { headers: publicHeaders });
  for (let round = 0; round < 3; round += 1) {
    const [mpesa, code] = await Promise.all([ask('mpesa'), ask('1032')]);
    for (const [answer, query] of [
      [mpesa, 'mpesa'],
      [code, '1032'],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(resultsHeading.exec(answer.text)?.[1]).toBe(query);
      expect(String(answer.headers['cache-control'])).toMatch(/no-store|private|no-cache/);
      // Never served from the page cache, however often it is asked.
      expect(answer.headers['x-cache-status']).not.toBe('HIT');
    }
  }
});

test('the Swahili results page answers in Kiswahili, with a nonce for its scripts', async () => {
  const answer = await send(`${bed().front}/ke/sw/search?q=mpesa`, { headers: publicHeaders });
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('<html lang="sw"');
  const policy = String(answer.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  // Every inline script of the page runs under that nonce (JSON-LD is data, never run).
  const inlineScripts = [...answer.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !attributes.includes('application/ld+json'));
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});
