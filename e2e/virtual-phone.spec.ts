import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { phoneTimeoutSeconds, testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import { expectNoAxeViolations } from './support/axe';
import { sandboxOf, sendToSandbox } from './support/sandbox';

/**
 * The STK push sandbox's lifecycle as a developer sees it: the prompt on the virtual phone, the
 * answer, and each callback in the inbox as the HTTP request their callback URL would receive.
 */
const request = { phone: '254712345678', amount: 1500, reference: 'ORDER9', callback_url: 'https://shop.example.com/hooks/mpesa' };

function sandbox(page: Page) {
  return {
    ...sandboxOf(page),
    pin: page.getByLabel('Enter your M-Pesa PIN'),
    phoneResult: page.getByTestId('phone-result'),
    deliveries: page.getByTestId('callback-delivery'),
    requests: page.getByTestId('callback-http'),
  };
}

async function send(page: Page, body: Record<string, unknown>) {
  await sendToSandbox(page, body);
  await expect(sandbox(page).response).toContainText('"success"', { timeout: 10_000 });
}

/** The JSON body of a callback shown in the inbox: what follows the blank line. */
function callbackBodyOf(httpText: string) {
  const [, body = ''] = httpText.split(/\r?\n\r?\n/);
  return JSON.parse(body);
}

async function checkoutRequestId(page: Page): Promise<string> {
  const text = (await sandbox(page).response.textContent()) ?? '';
  return /"checkout_request_id": "([A-Za-z0-9_]+)"/.exec(text)?.[1] ?? '';
}

test.describe('the virtual phone on the STK push page', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/ke/developers/api/mpesa-stk-push');
  });

  test('shows the prompt and focuses the PIN field; axe finds nothing with the phone open', async ({ page }) => {
    await send(page, request);
    const { pin } = sandbox(page);
    await expect(page.getByRole('group', { name: 'Virtual phone screen' })).toContainText('Do you want to pay KES 1,500 to Kilele Pay, account no. ORDER9?');
    await expect(pin).toBeFocused();
    await expect(page.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    await expectNoAxeViolations(page);
  });

  const answers = [
    { name: 'a four-digit PIN', pin: '4821', code: 0 },
    { name: 'the wrong PIN 0000', pin: '0000', code: 2001 },
  ];
  for (const { name, pin, code } of answers) {
    test(`${name} ends with code ${code}, delivered to the callback URL @once`, async ({ page }) => {
      await send(page, request);
      const { pin: field, phoneResult, deliveries, requests } = sandbox(page);
      // Typed as a customer types it, then sent from the keyboard.
      await field.pressSequentially(pin);
      await field.press('Enter');
      await expect(phoneResult).toHaveAttribute('data-result-code', String(code));
      await expect(deliveries).toHaveCount(1);
      await expect(deliveries.first()).toHaveAttribute('data-result-code', String(code));
      const text = (await requests.first().textContent()) ?? '';
      expect(text.startsWith('POST /hooks/mpesa HTTP/1.1')).toBe(true);
      expect(text).toMatch(/webhook-signature: v1,/);
      expect(callbackBodyOf(text).data).toMatchObject({ result_code: code, amount: 1500, reference: 'ORDER9' });
      await expect(page.getByRole('link', { name: `What result code ${code} means` })).toHaveAttribute('href', `/ke/developers/result-codes/${code}`);
      await expectNoAxeViolations(page);
    });
  }

  test('Cancel ends with 1032 @once', async ({ page }) => {
    await send(page, request);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(sandbox(page).phoneResult).toHaveAttribute('data-result-code', '1032');
    await expect(sandbox(page).deliveries).toHaveCount(1);
    expect(callbackBodyOf((await sandbox(page).requests.first().textContent()) ?? '').data.result_code).toBe(1032);
  });

  test(`waiting ${phoneTimeoutSeconds} s ends with 1037 @once`, async ({ page }) => {
    await send(page, request);
    const { pin, phoneResult, deliveries, requests } = sandbox(page);
    await expect(pin).toBeVisible();
    await page.clock.fastForward(phoneTimeoutSeconds * 1000);
    await expect(phoneResult).toHaveAttribute('data-result-code', '1037');
    await expect(pin).toBeHidden();
    await expect(deliveries).toHaveCount(1);
    expect(callbackBodyOf((await requests.first().textContent()) ?? '').data.result_code).toBe(1037);
  });
});

test.describe('the sandbox test numbers', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/ke/developers/api/mpesa-stk-push');
  });

  for (const { phone, outcome } of testNumbers) {
    test(`${phone} (${outcome.kind}) gives its documented outcome without the phone @once`, async ({ page }) => {
      await send(page, { ...request, phone });
      const { pin, deliveries, requests } = sandbox(page);
      await expect(page.getByText(`Test number ${phone}: the sandbox gives its outcome at once, without the phone.`)).toBeVisible();
      await expect(pin).toHaveCount(0);
      switch (outcome.kind) {
        case 'result':
          await expect(deliveries).toHaveCount(1);
          expect(callbackBodyOf((await requests.first().textContent()) ?? '').data.result_code).toBe(outcome.code);
          break;
        case 'duplicate': {
          await expect(deliveries).toHaveCount(2);
          const ids = await deliveries.evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-webhook-id')));
          expect(ids[0]).toMatch(/^msg_/);
          expect(ids[1]).toBe(ids[0]);
          await expect(deliveries.nth(1)).toContainText('your handler must deduplicate on the webhook-id');
          expect(await requests.nth(1).textContent()).toBe(await requests.first().textContent());
          break;
        }
        case 'late':
          await expect(page.getByText('No callback yet.')).toBeVisible();
          await page.clock.fastForward(outcome.afterSeconds * 1000);
          await expect(deliveries).toHaveCount(1);
          await expect(deliveries.first()).toHaveAttribute('data-delivery-kind', 'late');
          expect(callbackBodyOf((await requests.first().textContent()) ?? '').data.result_code).toBe(outcome.code);
          break;
        case 'no-callback':
          await page.clock.fastForward(120_000);
          await expect(deliveries).toHaveCount(0);
          await expect(page.getByTestId('virtual-phone').getByRole('link', { name: 'STK push status query' })).toBeVisible();
          break;
      }
    });
  }
});

test.describe('the status query sandbox', () => {
  test('answers for payments made on the STK push page in this tab: pending, then final @once', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-stk-push');
    await send(page, request);
    const pending = await checkoutRequestId(page);
    await send(page, { ...request, phone: testNumbers.find(({ outcome }) => outcome.kind === 'result' && outcome.code === 0)?.phone });
    const completed = await checkoutRequestId(page);
    expect(pending).not.toBe(completed);

    await page.getByRole('link', { name: 'STK push status query' }).first().click();
    await expect(page).toHaveURL(/\/ke\/developers\/api\/mpesa-stk-query$/);
    await send(page, { checkout_request_id: completed });
    const { response } = sandbox(page);
    await expect(response).toContainText('"status": "completed"');
    await expect(response).toContainText('"result_code": 0');
    await expect(response).toContainText(/"mpesa_receipt_number": "[A-Z0-9]{10}"/);

    await send(page, { checkout_request_id: pending });
    await expect(response).toContainText('"status": "pending"');
    await expect(response).not.toContainText('result_code');

    await send(page, { checkout_request_id: 'ws_CO_UNKNOWN' });
    await expect(response).toContainText('"error_code": "PAYMENT_NOT_FOUND"');
    await expect(sandbox(page).region.locator('[aria-live="polite"] [data-status="404"]')).toBeVisible();
  });
});
