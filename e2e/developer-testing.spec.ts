import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import * as english from '@/lib/content/developer-testing';
import * as swahili from '@/lib/content/sw/developer-testing';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/i18n/locales';
import { webhookTestVectors } from '@/lib/mpesa-sandbox/test-vectors';
import { testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import type { TestNumber } from '@/lib/mpesa-sandbox/test-numbers';
import { sandboxWebhookSecret } from '@/lib/mpesa-sandbox/webhook-signature';
import { resultCodeHref } from '@/lib/routes';
import { triggerCommand } from '@/lib/sandbox-listen/commands';
import { expectNoAxeViolations } from './support/axe';

const languages = [
  { locale: 'en', path: '/ke/developers/testing', landing: '/ke/developers', words: english },
  { locale: 'sw', path: '/ke/sw/developers/testing', landing: '/ke/sw/developers', words: swahili },
] as const satisfies readonly { locale: Locale; path: string; landing: string; words: typeof english }[];

function outcomeWords({ outcome }: TestNumber, words: typeof english.testNumbersCopy): string {
  if (outcome.kind === 'result') return words.results[outcome.code];
  if (outcome.kind === 'late') return fill(words.callbacks.late, { seconds: outcome.afterSeconds });
  return words.callbacks[outcome.kind];
}

async function expectTestNumbersTable(page: Page, locale: Locale, words: typeof english) {
  const table = page.getByRole('table', { name: words.testNumbersCopy.caption, exact: true });
  const rows = table.getByRole('row');
  // The header row, then one row per test number.
  await expect(rows).toHaveCount(testNumbers.length + 1);
  for (const number of testNumbers) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: number.phone, exact: true }) });
    await expect(row).toContainText(outcomeWords(number, words.testNumbersCopy));
    // The line that sends this number's callbacks to a handler on the developer's machine, and its copy button.
    // Exactly the text the copy button copies: one line, single spaces, though it shows on two.
    expect(await row.locator('code').textContent()).toBe(triggerCommand(number.phone));
    await expect(row.getByRole('button', { name: words.samplesCopy.copyLabel })).toHaveAttribute('aria-controls', `trigger-${number.phone}`);
    if (number.outcome.kind === 'no-callback') {
      await expect(row.getByRole('link')).toHaveCount(0);
      await expect(row).toContainText(words.testNumbersCopy.noCode);
    } else {
      const { code } = number.outcome;
      const link = row.getByRole('link', { name: String(code), exact: true });
      await expect(link).toHaveAttribute('href', resultCodeHref('ke', locale, code));
    }
  }
}

for (const { locale, path, landing, words } of languages) {
  test.describe(`the testing page in ${locale}`, () => {
    test('lists every test number with its result code, linked to the code’s page, and what happens', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.testingHero.title);
      await expectTestNumbersTable(page, locale, words);
    });

    test('gives the virtual phone’s answers and their codes: PIN 0, wrong PIN 2001, Cancel 1032, silence 1037', async ({ page }) => {
      await page.goto(path);
      const section = page.getByRole('region', { name: words.virtualPhoneCopy.heading, exact: true });
      const codes = await section.getByRole('table').getByRole('link').allTextContents();
      expect(codes).toEqual(['0', '2001', '1032', '1037']);
      await expect(section.getByRole('link', { name: words.virtualPhoneCopy.linkLabel })).toHaveAttribute(
        'href',
        '/ke/developers/api/mpesa-stk-push#sandbox-heading',
      );
    });

    test('prints the sandbox secret and the three signature headers', async ({ page }) => {
      await page.goto(path);
      const section = page.getByRole('region', { name: words.signatureCopy.heading, exact: true });
      await expect(section.getByText(sandboxWebhookSecret, { exact: true })).toBeVisible();
      for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
        await expect(section.getByRole('rowheader', { name: header, exact: true })).toBeVisible();
      }
    });

    test('shows each verification sample exactly as the file the tests run, one tab each @once', async ({ page }) => {
      await page.goto(path);
      const section = page.getByRole('region', { name: words.samplesCopy.heading, exact: true });
      for (const [label, file] of [
        ['Python', 'verify.py'],
        ['Node.js', 'verify.mjs'],
        ['PHP', 'verify.php'],
      ] as const) {
        await section.getByRole('tab', { name: label }).click();
        const code = section.getByRole('region', { name: fill(words.samplesCopy.codeLabel, { language: label }) });
        await expect(code).toBeVisible();
        const source = readFileSync(join(process.cwd(), 'lib', 'mpesa-sandbox', 'verify', file), 'utf8');
        expect(await code.textContent()).toBe(source.replace(/\n$/, ''));
      }
    });

    test('links to the test vectors, which hold the expected verdict of every case @once', async ({ page, request }) => {
      await page.goto(path);
      const link = page.getByRole('link', { name: words.samplesCopy.vectorsLink });
      const href = await link.getAttribute('href');
      expect(href).not.toBeNull();
      const response = await request.get(href ?? '');
      expect(response.status()).toBe(200);
      const document: unknown = await response.json();
      expect(document).toMatchObject({ secret: sandboxWebhookSecret, vectors: webhookTestVectors() });
    });

    test('tells the handler to ask the status query when no callback comes', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: words.handlerCopy.statusQueryLink })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-query');
    });

    test('is linked from the developers landing in the same language @once', async ({ page }) => {
      await page.goto(landing);
      await page.getByRole('link', { name: words.testingLinkCopy.linkLabel }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });

    test('has no accessibility violations @desktop-only', async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('the testing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, path, words } of languages) {
    test(`shows the table, the secret and the first sample in ${locale} @no-js`, async ({ page }) => {
      await page.goto(path);
      await expectTestNumbersTable(page, locale, words);
      await expect(page.getByText(sandboxWebhookSecret, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: fill(words.samplesCopy.codeLabel, { language: 'Python' }) })).toBeVisible();
    });
  }
});
