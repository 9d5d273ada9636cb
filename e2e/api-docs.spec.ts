import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiDocs } from '@/lib/api-docs/catalogue';
import { expectNoAxeViolations } from './support/axe';
import { recordButtonStates, shownFor } from './support/timeline';

const stkPush = apiDocs['mpesa-stk-push'];
const subscriptions = apiDocs['mpesa-paybill'];

async function expectApiPage(page: Page, doc: typeof stkPush) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.name);
  await expect(main).toContainText(doc.description);
  await expect(main).toContainText(doc.method);
  await expect(main).toContainText(doc.endpoint);
  await expect(main).toContainText(doc.status);
  await expect(main).toContainText(doc.category);
  for (const tile of ['Bearer token', 'Real-time', `${doc.rateLimitPerMinute} requests/min`, '24/7']) {
    await expect(main).toContainText(tile);
  }
  for (const heading of ['Overview', 'Features', 'Use cases', 'Parameters', 'Code examples', 'API Sandbox', 'Response examples']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Request body parameters' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Example', 'Type', 'Required', 'Description', 'Validation']);
  await expect(table.getByRole('rowheader')).toHaveText(Object.keys(doc.request.schema.shape));
}

test.describe('API pages', () => {
  test('the STK push page shows its entry, four code samples and the response badges', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-stk-push');
    await expectApiPage(page, stkPush);
    await expect(page.getByRole('tab')).toHaveText(['cURL', 'Python', 'Node.js', 'PHP']);
    await expect(page.getByRole('row', { name: /phone/ })).toContainText('Phone number must start with 254 and be 12 digits long');
    await expect(page.getByRole('region', { name: 'cURL example' })).toContainText('/v1/mpesa/stkpush');

    const badges = page.getByRole('region', { name: 'Response examples' }).locator('[data-status]');
    await expect(badges).toHaveText(['200', '400', '401', '429']);
    const colours = await badges.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    expect(new Set(colours).size).toBe(4);
    await page.locator('summary', { hasText: 'Bad request - invalid parameters' }).click();
    await expect(page.getByRole('region', { name: '400 response example' })).toContainText('INVALID_PHONE');
    await expect(page.getByRole('region', { name: '400 response example' })).toContainText('Phone number must start with 254 and be 12 digits long');
    await page.locator('summary', { hasText: 'Rate limit exceeded' }).click();
    await expect(page.getByRole('region', { name: '429 response example' })).toContainText('"retry_after": 60');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ke\/developers\/api\/mpesa-stk-push$/);
    await expect(page).toHaveTitle(/M-Pesa STK Push API/);
  });

  test('mpesa-paybill documents the subscriptions API, curl only, with its webhook events', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-paybill');
    await expectApiPage(page, subscriptions);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'cURL example' })).toContainText('/v1/subscriptions/create');
    for (const event of ['subscription.payment.success', 'subscription.payment.failed', 'subscription.cancelled']) {
      await expect(page.getByRole('region', { name: 'Webhook events' })).toContainText(event);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ke\/developers\/api\/mpesa-paybill$/);
  });

  test('an unknown id shows the STK push page, canonical to mpesa-stk-push', async ({ page }) => {
    const response = await page.goto('/ke/developers/api/no-such-api');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/ke\/developers\/api\/no-such-api$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stkPush.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ke\/developers\/api\/mpesa-stk-push$/);
  });

  test('the back link returns to the API list', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-paybill');
    await page.getByRole('link', { name: 'Back to all APIs' }).click();
    await expect(page).toHaveURL(/\/ke\/developers#apis$/);
    await expect(page.getByRole('heading', { name: 'APIs', exact: true })).toBeInViewport();
  });

  test('code tabs switch by click and by keyboard', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-stk-push');
    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('client.stk_push(');
    await expect(page.getByRole('tabpanel')).toContainText('api_key="YOUR_API_KEY"');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Node.js' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('client.stkPush(');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'PHP' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('curl_init');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'cURL' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('curl -X POST');
    // Only the selected tab is in the Tab order: Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tablist').locator(':focus')).toHaveCount(0);
  });

  test("Copy Code copies the sample and says 'Copied!' for 2 s", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/ke/developers/api/mpesa-stk-push');
    await page.getByRole('tab', { name: 'Python' }).click();
    const copy = page.getByRole('tabpanel').getByRole('button', { name: /Copy Code|Copied!/ });
    const states = await recordButtonStates(copy);
    await copy.click();
    await expect(copy).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stkPush.codeExamples[1]?.code);
    await expect(copy).toHaveText('Copy Code', { timeout: 5_000 });
    const { ms } = shownFor(await states(), 'Copied!');
    expect(ms).toBeGreaterThanOrEqual(1_950);
    expect(ms).toBeLessThan(8_000);
  });

  test('has no axe violations with a tab switched and a response open', async ({ page }) => {
    // axe walks the whole page; on a busy machine that can pass the default 30 s.
    test.slow();
    await page.goto('/ke/developers/api/mpesa-stk-push');
    await page.getByRole('tab', { name: 'PHP' }).click();
    await page.locator('summary', { hasText: 'Unauthorized - invalid API key' }).click();
    await expectNoAxeViolations(page);
  });
});
