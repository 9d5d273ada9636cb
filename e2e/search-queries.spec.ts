import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { loadSearchIndex, searchIn } from '@/lib/search/engine';
import type { LoadedSearchIndex } from '@/lib/search/engine';
import { searchIndexHref } from '@/lib/search/index-address';
import { searchIndexFileSchema } from '@/lib/search/index-file';
import { expect, test } from './support/test';

// The query table, on the index the build made from its pages, as the server sends it: what a
// reader of the real site asks, and where it must lead. Plain requests and the search's own
// engine, as the browser and the results page run it: no browser needed.

/**
 * Real questions, as people type them (typos, numbers, M-Pesa spelled three ways), each with
 * the page that must be among the first three results: its address, with the section's
 * anchor when one section is the answer.
 */
const table: [reader: Locale, query: string, expected: string][] = [
  // Numbers match exactly.
  ['en', '1032', '/ke/developers/result-codes/1032'],
  ['en', '1037', '/ke/developers/result-codes/1037'],
  ['en', '254700001032', '/ke/developers/result-codes/1032#sandbox-heading'],
  ['en', '254700009001', '/ke/developers/testing#test-numbers-heading'],
  ['en', '151155', '/ke/airtime#paybill-heading'],
  // M-Pesa, however it is written.
  ['en', 'mpesa stk push', '/ke/developers/api/mpesa-stk-push'],
  ['en', 'M-Pesa STK Push', '/ke/developers/api/mpesa-stk-push'],
  // M-Pesa Express is Safaricom's name for the STK push.
  ['en', 'm pesa express', '/ke/developers/api/mpesa-stk-push'],
  ['en', 'try a payment demo', '/ke/demo'],
  ['en', 'Mpesa paybill airtime', '/ke/airtime#paybill-heading'],
  // Developers.
  ['en', 'webhook signature', '/ke/developers/testing#signatures-heading'],
  ['en', 'verify a callback', '/ke/developers/testing#verify-heading'],
  ['en', 'test numbers', '/ke/developers/testing#test-numbers-heading'],
  ['en', 'virtual phone', '/ke/developers/testing#virtual-phone-heading'],
  ['en', 'status query', '/ke/developers/api/mpesa-stk-query'],
  ['en', 'wallet balance', '/ke/developers/api/wallet-balance'],
  ['en', 'payouts bank account', '/ke/developers/api/payouts'],
  ['en', 'INVALID_PHONE', '/ke/developers/api/mpesa-stk-push#errors-heading'],
  ['en', 'openapi', '/ke/developers#openapi-heading'],
  ['en', 'python sdk', '/ke/developers#sdks-heading'],
  ['en', 'wrong pin', '/ke/developers/result-codes/2001'],
  ['en', 'cancelled by the customer', '/ke/developers/result-codes/1032'],
  ['en', 'M-Pesa result codes', '/ke/developers/result-codes'],
  // Typos.
  ['en', 'insufficent funds', '/ke/developers/result-codes/1'],
  ['en', 'reconcilation', '/ke/blog/automated-reconciliation'],
  ['en', 'subscriptoins api', '/ke/developers/api/mpesa-paybill'],
  ['en', 'webhok events', '/ke/developers/api/mpesa-paybill#webhooks-heading'],
  // Merchants and senders.
  ['en', 'fees', '/ke/products#fee-calculator-title'],
  ['en', 'how much per transaction', '/ke/products#faq-title'],
  ['en', 'how long does a transfer from the USA take', '/ke/products#faq-title'],
  ['en', 'arrival time from the USA', '/ke/blog/usa-to-kenya-remittances#how-long-it-takes-and-why-it-varies'],
  ['en', 'M-Pesa fees', '/ke/products#fee-calculator-title'],
  ['en', 'send money usa to kenya', '/ke/blog/usa-to-kenya-remittances'],
  ['en', 'payment gateway', '/ke/product/payment-infrastructure#payment-gateway-title'],
  ['en', 'pos', '/ke/product/payment-infrastructure#pos-systems-title'],
  ['en', 'buy airtime', '/ke/airtime'],
  ['en', 'core values', '/ke/about#values-title'],
  ['en', 'privacy policy', '/ke/legal/privacy'],
  ['en', 'cookies', '/ke/legal/cookies'],
  ['en', 'regulation kenya', '/ke/blog/kenya-payments-regulation'],
  // Kiswahili, matched as written.
  ['sw', '1032', '/ke/sw/developers/result-codes/1032'],
  ['sw', '254700001032', '/ke/sw/developers/result-codes/1032#sandbox-heading'],
  ['sw', '151155', '/ke/sw/airtime#paybill-heading'],
  ['sw', 'mteja ameghairi', '/ke/sw/developers/result-codes/1032'],
  ['sw', 'PIN si sahihi', '/ke/sw/developers/result-codes/2001'],
  ['sw', 'salio halitoshi', '/ke/sw/developers/result-codes/1'],
  ['sw', 'nambari za majaribio', '/ke/sw/developers/testing#test-numbers-heading'],
  ['sw', 'callback zenye sahihi', '/ke/sw/developers/testing#signatures-heading'],
  ['sw', 'simu pepe', '/ke/sw/developers/testing#virtual-phone-heading'],
  ['sw', 'muda wa maongezi', '/ke/sw/airtime'],
  ['sw', 'lipa kwa m pesa paybill', '/ke/sw/airtime#paybill-heading'],
  ['sw', 'mpesa stk push kwa vitendo', '/ke/sw/blog/mpesa-stk-push-kwa-vitendo'],
  ['sw', 'kutuma pesa kutoka marekani', '/ke/sw/blog/kutuma-pesa-kutoka-marekani-kwenda-kenya'],
  ['sw', 'ulinganishaji wa hesabu', '/ke/sw/blog/ulinganishaji-wa-hesabu-kiotomatiki'],
  ['sw', 'akili bandia', '/ke/sw/blog/mustakabali-wa-malipo-na-akili-bandia'],
  ['sw', 'malipo ya kujirudya', '/ke/sw/blog/mwongozo-wa-api-ya-malipo-ya-kujirudia'],
  ['sw', 'sera ya faragha', '/ke/sw/legal/privacy'],
  ['sw', 'vidakuzi', '/ke/sw/legal/cookies'],
  ['sw', 'maadili', '/ke/sw/about#values-title'],
  ['sw', 'ada', '/ke/sw/products#fee-calculator-title'],
  ['sw', 'ada za mpesa', '/ke/sw/products#fee-calculator-title'],
  ['sw', 'webhook signature', '/ke/sw/developers/testing#signatures-heading'],
  // English-only pages reach a Swahili reader too.
  ['sw', 'wallet balance', '/ke/developers/api/wallet-balance'],
  ['sw', 'payouts', '/ke/developers/api/payouts'],
];

/**
 * A question whose answer the pages do not show as built: the demo's own Paybill number
 * appears only once a visitor has chosen the Paybill way, so the index read from the pages
 * cannot hold it. It stays here, failing, until the demo page shows the number.
 */
const notOnThePages: [reader: Locale, query: string, expected: string][] = [['en', '174379', '/ke/demo#demo-heading']];

/** Whether a hit is the expected page: the same address, or any section of it when no anchor is named. */
function isExpected(url: string, expected: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

const indexes = new Map<Locale, Promise<LoadedSearchIndex>>();

async function indexOf(request: APIRequestContext, reader: Locale): Promise<LoadedSearchIndex> {
  let index = indexes.get(reader);
  if (!index) {
    index = (async () => {
      const first = searchIndexFileSchema.parse(await (await request.get(searchIndexHref(reader))).json());
      const pieces = await Promise.all(first.pieces.map(async (href) => searchIndexFileSchema.parse(await (await request.get(href)).json())));
      return loadSearchIndex(first, ...pieces);
    })();
    indexes.set(reader, index);
  }
  return index;
}

test.describe('the query table', () => {
  test('holds at least 40 queries in both languages @once', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
    expect(new Set(table.map(([reader]) => reader))).toEqual(new Set(['en', 'sw']));
  });

  for (const [reader, query, expected] of table) {
    test(`${reader}: "${query}" finds ${expected} among the first three results @once`, async ({ request }) => {
      const urls = searchIn(await indexOf(request, reader), query, 3).map((hit) => hit.url);
      expect(urls.some((url) => isExpected(url, expected)) ? expected : urls).toEqual(expected);
    });
  }

  for (const [reader, query, expected] of notOnThePages) {
    test.fixme(`${reader}: "${query}" finds ${expected} among the first three results @once`, async ({ request }) => {
      const urls = searchIn(await indexOf(request, reader), query, 3).map((hit) => hit.url);
      expect(urls.some((url) => isExpected(url, expected)) ? expected : urls).toEqual(expected);
    });
  }
});
