import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { firstAt, recordTextChanges } from './support/timeline';

// Generous: the modal's timers and axe run on shared, busy machines.
test.describe.configure({ timeout: 60_000 });

const path = '/ke/airtime';
type Answer = 'success' | 'server error' | 'network failure';

/** Answers POST /api/airtime as told (after `delayMs`) and records the bodies sent. */
async function answerAirtime(page: Page, answer: Answer, delayMs = 0) {
  const bodies: unknown[] = [];
  await page.route('**/api/airtime', async (route) => {
    bodies.push(route.request().postDataJSON());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (answer === 'network failure') return route.abort('failed');
    if (answer === 'server error') return route.fulfill({ status: 500, json: { error: 'Something went wrong' } });
    return route.fulfill({ status: 200, json: { ok: true, message: 'Prompt sent' } });
  });
  return bodies;
}

async function openForm(page: Page) {
  await page.goto(path);
  // The button is enabled once the page is interactive.
  await expect(page.getByRole('button', { name: 'Buy Airtime' })).toBeEnabled();
}

async function buy(page: Page, { recipient, amount = '50' }: { recipient?: string; amount?: string } = {}) {
  await page.getByLabel('Your M-Pesa phone number').fill('0712 345 678');
  if (recipient) {
    await page.getByLabel('Buy for another number').check();
    await page.getByLabel('Recipient phone number').fill(recipient);
  }
  await page.getByLabel('Amount (KES)').fill(amount);
  await page.getByRole('button', { name: 'Buy Airtime' }).click();
}

test('the page has the form and the manual Paybill steps, with no axe violations', async ({ page }) => {
  await openForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Airtime' })).toBeVisible();
  const paybill = page.getByRole('region', { name: 'Pay manually with Paybill' });
  for (const step of [
    'dial *334#',
    'Select Pay Bill',
    'Enter business number 151155',
    'Enter account number: the recipient mobile number',
    'Enter the amount',
    'M-Pesa PIN',
  ]) {
    await expect(paybill.getByText(step)).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('buying for yourself: the body, the three steps on their timers, and Done', async ({ page }) => {
  const bodies = await answerAirtime(page, 'success');
  const titles = await recordTextChanges(page, 'dialog[open] h2');
  await openForm(page);
  await buy(page, { amount: '10' });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(bodies).toEqual([{ phoneNumber: '254712345678', recipientPhone: '254712345678', amount: 10 }]);
  await expect(page.getByRole('button', { name: /Continue|Done/ })).toBeFocused();

  await expect(dialog).toHaveAccessibleName('Transaction complete', { timeout: 15_000 });
  const submittedAt = firstAt(titles, 'Request submitted');
  const promptAt = firstAt(titles, 'Check your phone');
  const completeAt = firstAt(titles, 'Transaction complete');
  for (const gap of [promptAt - submittedAt, completeAt - promptAt]) {
    expect(gap).toBeGreaterThanOrEqual(1950);
    expect(gap).toBeLessThan(10_000);
  }
  await expect(dialog.getByRole('status')).toHaveText('Step 3 of 3: Transaction complete');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy Airtime' })).toBeFocused();
  await expect(page.getByLabel('Your M-Pesa phone number')).toHaveValue('');
});

test('buying for another number: the recipient in the body, Continue by hand, and a click outside @once', async ({ page }) => {
  const bodies = await answerAirtime(page, 'success');
  await openForm(page);
  await buy(page, { recipient: '0110 123 456', amount: '250' });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Request submitted');
  expect(bodies).toEqual([{ phoneNumber: '254712345678', recipientPhone: '254110123456', amount: 250 }]);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAccessibleName('Check your phone');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAccessibleName('Transaction complete');
  await expect(dialog).toContainText('0110123456');

  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Buy for another number')).not.toBeChecked();
});

test('the modal waits for a slow server instead of claiming completion @once', async ({ page }) => {
  await answerAirtime(page, 'success', 6000);
  await openForm(page);
  await buy(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Waiting for confirmation', { timeout: 10_000 });
  await expect(dialog).toHaveAccessibleName('Transaction complete', { timeout: 10_000 });
});

for (const answer of ['server error', 'network failure'] as const) {
  test(`a failed call (${answer}) shows the Paybill steps instead of "complete", and keeps the form @once`, async ({ page }) => {
    const bodies = await answerAirtime(page, answer);
    await openForm(page);
    await buy(page, { recipient: '0722000000' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('The payment request failed');
    expect(bodies).toHaveLength(1);
    await expect(dialog.getByText('Enter business number 151155')).toBeVisible();
    await expect(dialog.getByText('Enter account number: 0722000000')).toBeVisible();
    await page.waitForTimeout(4500);
    await expect(dialog).toHaveAccessibleName('The payment request failed');
    await expect(dialog.getByText('Transaction complete')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buy Airtime' })).toBeFocused();
    await expect(page.getByLabel('Recipient phone number')).toHaveValue('0722000000');
    await expect(page.getByLabel('Amount (KES)')).toHaveValue('50');
  });
}

test('the amount starts at KES 10 in whole shillings, and untoggling clears the recipient @once', async ({ page }) => {
  const bodies = await answerAirtime(page, 'success');
  await openForm(page);
  await buy(page, { amount: '9' });
  await expect(page.getByLabel('Amount (KES)')).toHaveAccessibleDescription(/The minimum amount is KES 10/);
  await expect(page.getByLabel('Amount (KES)')).toBeFocused();
  await page.getByLabel('Amount (KES)').fill('10.5');
  await page.getByRole('button', { name: 'Buy Airtime' }).click();
  await expect(page.getByLabel('Amount (KES)')).toHaveAccessibleDescription(/Enter whole shillings/);

  await page.getByLabel('Buy for another number').check();
  await page.getByLabel('Recipient phone number').fill('0722000000');
  await page.getByLabel('Buy for another number').uncheck();
  await expect(page.getByLabel('Recipient phone number')).toHaveCount(0);
  await page.getByLabel('Buy for another number').check();
  await expect(page.getByLabel('Recipient phone number')).toHaveValue('');
  await page.getByRole('button', { name: 'Buy Airtime' }).click();
  await expect(page.getByLabel('Recipient phone number')).toHaveAccessibleDescription(/Enter the recipient phone number/);
  expect(bodies).toEqual([]);
});
