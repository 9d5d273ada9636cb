import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { firstAt, recordTextChanges } from './support/timeline';

// Generous: the loading screen, the simulated submits and axe all run on shared, busy machines.
test.describe.configure({ timeout: 60_000 });

const path = '/ke/demo';
type Answer = 'success' | 'server error' | 'network failure';

/** Answers POST /api/demo/payment as told and records the bodies sent. */
async function answerDemoPayment(page: Page, answer: Answer) {
  const bodies: unknown[] = [];
  await page.route('**/api/demo/payment', async (route) => {
    bodies.push(route.request().postDataJSON());
    if (answer === 'network failure') return route.abort('failed');
    if (answer === 'server error') return route.fulfill({ status: 500, json: { error: 'Something went wrong' } });
    return route.fulfill({ status: 200, json: { ok: true, message: 'Prompt sent', sandbox: true } });
  });
  return bodies;
}

/** Opens the demo and waits out its loading screen (generously: hydration is slow on a busy machine). */
async function openDemo(page: Page) {
  await page.goto(path);
  await expect(page.getByLabel('M-Pesa phone number')).toBeVisible({ timeout: 30_000 });
}

test('the demo loads for about 1.5 s, then offers three types with short descriptions', async ({ page }) => {
  const status = await recordTextChanges(page, 'main [role="status"]');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Demo' })).toBeVisible();
  await expect(page.getByLabel('M-Pesa phone number')).toBeVisible({ timeout: 30_000 });
  // Before hydration the status line is empty (the panel says what the demo needs); then the loading screen.
  expect(status.find((change) => change.text !== '')?.text).toBe('Loading the payment demo…');
  // The 1.5 s start once the page is interactive, so the form comes at least 1.5 s after
  // navigation (how much later depends on the machine; jest checks the exact 1.5 s).
  expect(firstAt(status, 'The demo is ready.')).toBeGreaterThanOrEqual(1500);
  for (const name of ['M-Pesa Express', 'M-Pesa Subscriptions', 'Bank Card Payments']) {
    const radio = page.getByRole('radio', { name });
    await expect(radio).toBeVisible();
    const description = await radio.getAttribute('aria-describedby');
    const summary = await page.locator(`[id="${description}"]`).textContent();
    expect(summary?.length).toBeLessThanOrEqual(80);
  }
  await expect(page.getByText('KES 5', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const answer of ['success', 'server error', 'network failure'] as const) {
  test(`M-Pesa Express sends the phone and ends on the success screen (${answer})`, async ({ page }) => {
    const bodies = await answerDemoPayment(page, answer);
    await openDemo(page);
    await page.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await page.getByRole('button', { name: 'Pay KES 5' }).click();
    await expect(page.getByRole('heading', { name: 'Payment request sent' })).toBeFocused();
    expect(bodies).toEqual([{ phone: '254712345678' }]);
    await expect(page.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-push');
    if (answer === 'success') await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Try Another Demo' }).click();
    await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'M-Pesa Express' })).toBeChecked();
  });
}

test('M-Pesa Express says what is wrong with a phone and sends nothing @once', async ({ page }) => {
  const bodies = await answerDemoPayment(page, 'success');
  await openDemo(page);
  await page.getByRole('button', { name: 'Pay KES 5' }).click();
  await expect(page.getByLabel('M-Pesa phone number')).toHaveAccessibleDescription(/Enter your M-Pesa phone number/);
  await expect(page.getByLabel('M-Pesa phone number')).toBeFocused();
  await page.getByLabel('M-Pesa phone number').fill('0201234567');
  await page.getByRole('button', { name: 'Pay KES 5' }).click();
  await expect(page.getByText(/Enter a valid .* number/)).toBeVisible();
  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('0201234567');
  expect(bodies).toEqual([]);
});

test('the Express Paybill sub-mode shows the demo Paybill, cancels back and completes @once', async ({ page }) => {
  const bodies = await answerDemoPayment(page, 'success');
  await openDemo(page);
  await page.getByLabel('M-Pesa phone number').fill('0712345678');
  await page.getByRole('button', { name: 'Pay with Paybill instead' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with M-Pesa Paybill' })).toBeFocused();
  await expect(page.getByText('174379')).toBeVisible();
  await expect(page.getByText('DEMO123')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('0712345678');

  await page.getByRole('button', { name: 'Pay with Paybill instead' }).click();
  await page.getByRole('button', { name: 'Payment Completed' }).click();
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible();
  // A Paybill payment is collected through STK push: its docs are the STK push reference.
  await expect(page.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-push');
  expect(bodies).toEqual([]);
});

test('M-Pesa Subscriptions: the whole demo, with a simulated 3 s submit', async ({ page }) => {
  const bodies = await answerDemoPayment(page, 'success');
  const status = await recordTextChanges(page, 'main [role="status"]');
  await openDemo(page);
  await page.getByRole('radio', { name: 'M-Pesa Subscriptions' }).check();
  await page.getByRole('button', { name: 'Start Subscription' }).click();
  await expect(page.getByLabel('Subscription name')).toHaveAccessibleDescription(/Enter a subscription name/);
  await expect(page.getByLabel('Frequency')).toHaveAccessibleDescription(/Choose how often to charge/);

  await page.getByLabel('M-Pesa phone number').fill('0110123456');
  await page.getByLabel('Subscription name').fill('Gym membership');
  await page.getByLabel('Frequency').selectOption('Monthly');
  await page.getByRole('button', { name: 'Start Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription created' })).toBeVisible({ timeout: 30_000 });
  const simulated = firstAt(status, 'Subscription created') - firstAt(status, 'Processing your KES 5 demo payment…');
  expect(simulated).toBeGreaterThanOrEqual(2950);
  expect(simulated).toBeLessThan(8000);
  await expect(page.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', '/ke/developers/api/mpesa-paybill');
  expect(bodies).toEqual([]);
});

test('Bank Card Payments: the whole demo, with the test-card hint and a receipt', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('radio', { name: 'Bank Card Payments' }).check();
  await expect(page.getByText(/Use a test card/)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Email me a receipt').check();
  await page.getByRole('button', { name: 'Pay KES 5' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Enter your email address for the receipt');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email address').fill('wanjiku@example.co.ke');
  await page.getByRole('button', { name: 'Pay KES 5' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('A receipt would be sent to wanjiku@example.co.ke.')).toBeVisible();
});

test('switching type clears the form and the success screen @once', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('radio', { name: 'Bank Card Payments' }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('radio', { name: 'M-Pesa Subscriptions' }).check();
  await page.getByLabel('Subscription name').fill('Gym');
  await page.getByRole('radio', { name: 'Bank Card Payments' }).check();
  await expect(page.getByLabel('Card number')).toHaveValue('');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay KES 5' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'M-Pesa Express' }).check();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the demo page still explains itself @desktop-only', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Demo' })).toBeVisible();
    for (const name of ['M-Pesa Express', 'M-Pesa Subscriptions', 'Bank Card Payments']) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/The payment demo runs in your browser .* It needs JavaScript/)).toBeVisible();
    await expect(page.getByText('Loading the payment demo…')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-push');
  });
});
