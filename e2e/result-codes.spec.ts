import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import * as english from '@/lib/content/result-codes';
import * as swahili from '@/lib/content/sw/result-codes';
import { resultCodes, resultDescriptions } from '@/lib/mpesa-sandbox/result-codes';
import type { ResultCode } from '@/lib/mpesa-sandbox/result-codes';
import { testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import { expectNoAxeViolations } from './support/axe';

// A page per M-Pesa result code in both languages: what it means, whether to retry, the sentence
// for the customer in each language a checkout may speak, M-Pesa's own text and the callback.

const languages = [
  { lang: 'en', prefix: '/ke', copy: english },
  { lang: 'sw', prefix: '/ke/sw', copy: swahili },
] as const;

const pageOf = (prefix: string, code: ResultCode) => `${prefix}/developers/result-codes/${code}`;
const phoneFor = (code: ResultCode) => testNumbers.find(({ outcome }) => outcome.kind === 'result' && outcome.code === code)?.phone ?? '';

/** What every code page shows, with JavaScript or without. */
async function expectCodePage(page: Page, lang: 'en' | 'sw', copy: typeof english | typeof swahili, code: ResultCode) {
  const words = copy.resultCodeWords[code];
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.resultCodePageCopy.metaTitle(code, words.name));
  await expect(page.getByRole('main')).toContainText(words.meaning);
  // The customer's sentence in both languages, each marked with its own.
  await expect(page.locator('blockquote[lang="en"]')).toHaveText(english.resultCodeWords[code].customerMessage);
  await expect(page.locator('blockquote[lang="sw"]')).toHaveText(swahili.resultCodeWords[code].customerMessage);
  // Outside the example callback, which holds them too: M-Pesa's text word for word, and the test number.
  const inline = page.getByRole('main').locator(':not(pre) > code');
  await expect(inline.filter({ hasText: resultDescriptions[code] })).toHaveText([resultDescriptions[code]]);
  await expect(inline.filter({ hasText: phoneFor(code) })).toHaveText([phoneFor(code)]);
}

for (const { lang, prefix, copy } of languages) {
  test.describe(`the result-code pages in ${lang}`, () => {
    for (const code of resultCodes) {
      test(`${pageOf(prefix, code)} explains the code, in its language @desktop-only`, async ({ page }) => {
        const response = await page.goto(pageOf(prefix, code));
        expect(response?.status()).toBe(200);
        await expectCodePage(page, lang, copy, code);
        const { headings, links } = copy.resultCodePageCopy;
        for (const heading of Object.values(headings)) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();

        // The example callback, indented for reading, carries the code's own result.
        const example = page.getByRole('region', { name: copy.resultCodePageCopy.exampleLabel });
        await expect(example).toContainText(`"result_code": ${code}`);
        await expect(example).toContainText(`"phone": "${phoneFor(code)}"`);

        const aside = page.getByRole('complementary');
        await expect(aside.getByRole('link', { name: links.stkPush })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-push');
        await expect(aside.getByRole('link', { name: links.testing })).toHaveAttribute('href', `${prefix}/developers/testing`);
        await expect(aside.getByRole('link', { name: links.allCodes })).toHaveAttribute('href', `${prefix}/developers/result-codes`);
        await expectNoAxeViolations(page);
      });

      test(`${pageOf(prefix, code)} is whole without JavaScript @no-js`, async ({ page }) => {
        const response = await page.goto(pageOf(prefix, code));
        expect(response?.status()).toBe(200);
        await expectCodePage(page, lang, copy, code);
      });
    }

    test(`the list of codes in ${lang} leads to each code's page in the same language`, async ({ page }) => {
      await page.goto(`${prefix}/developers/result-codes`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.resultCodesIndexCopy.title);
      const table = page.getByRole('table', { name: copy.resultCodesIndexCopy.tableCaption });
      for (const code of resultCodes) {
        await expect(table.getByRole('link', { name: copy.resultCodeWords[code].name, exact: true })).toHaveAttribute('href', pageOf(prefix, code));
      }
      await table.getByRole('link', { name: copy.resultCodeWords[1032].name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pageOf(prefix, 1032)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.resultCodePageCopy.metaTitle(1032, copy.resultCodeWords[1032].name));
    });
  });
}

test('an unknown code leads to the list of codes, in the language asked for @once', async ({ request }) => {
  for (const [path, location] of [
    ['/ke/developers/result-codes/9999', '/ke/developers/result-codes'],
    ['/ke/sw/developers/result-codes/9999', '/ke/sw/developers/result-codes'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers()['location'], path).toBe(location);
  }
});

test('each code page names its English and Kiswahili versions as alternates, the same from both @desktop-only', async ({ page }) => {
  const alternates = async () =>
    Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang') ?? '', new URL(link.getAttribute('href') ?? '').pathname])),
    );
  for (const code of resultCodes) {
    const expected = { 'en-KE': pageOf('/ke', code), 'sw-KE': pageOf('/ke/sw', code), 'x-default': pageOf('/ke', code) };
    for (const prefix of ['/ke', '/ke/sw']) {
      await page.goto(pageOf(prefix, code));
      expect(await alternates(), pageOf(prefix, code)).toEqual(expected);
    }
  }
});
