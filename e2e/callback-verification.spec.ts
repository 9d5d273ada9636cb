import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { runSample, sampleRunners } from '@/lib/mpesa-sandbox/verify/run-sample';
import { phoneTimeoutSeconds, testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import { sandboxWebhookSecret } from '@/lib/mpesa-sandbox/webhook-signature';
import { sandboxOf, sendToSandbox } from './support/sandbox';

/**
 * Every callback the STK push sandbox shows, copied as a developer copies it from the inbox,
 * verifies with the sandbox secret printed on the testing page, by each of the verification
 * samples that page shows (Python, Node.js and PHP, run as they are). A second delivery of the
 * same event is refused as a replay by a receiver that kept the first one's id.
 */
const request = { phone: '254712345678', amount: 2300, reference: 'INV77', callback_url: 'https://shop.example.com/mpesa/result' };

/** A callback as its receiver gets it: the headers by lower-case name, and the body's exact text. */
function received(httpText: string) {
  const [head = '', body = ''] = httpText.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
  return { headers, body };
}

async function shownCallbacks(page: Page): Promise<string[]> {
  return page.getByTestId('callback-http').allTextContents();
}

async function send(page: Page, body: Record<string, unknown>) {
  await sendToSandbox(page, body);
  await expect(sandboxOf(page).response).toContainText('"success": true', { timeout: 10_000 });
}

test('every callback shown, for every answer on the phone and every test number, verifies in Python, Node.js and PHP @once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.goto('/ke/developers/api/mpesa-stk-push');
  const shown: string[] = [];
  const deliveries = page.getByTestId('callback-delivery');

  for (const answer of ['pin', 'wrong-pin', 'cancel', 'timeout'] as const) {
    await send(page, request);
    const pin = page.getByLabel('Enter your M-Pesa PIN');
    if (answer === 'pin' || answer === 'wrong-pin') {
      await pin.fill(answer === 'pin' ? '5930' : '0000');
      await pin.press('Enter');
    } else if (answer === 'cancel') {
      await page.getByRole('button', { name: 'Cancel' }).click();
    } else {
      await expect(pin).toBeVisible();
      await page.clock.fastForward(phoneTimeoutSeconds * 1000);
    }
    await expect(deliveries).toHaveCount(1);
    shown.push(...(await shownCallbacks(page)));
  }

  for (const { phone, outcome } of testNumbers) {
    if (outcome.kind === 'no-callback') continue;
    await send(page, { ...request, phone });
    if (outcome.kind === 'late') await page.clock.fastForward(outcome.afterSeconds * 1000);
    await expect(deliveries).toHaveCount(outcome.kind === 'duplicate' ? 2 : 1);
    const texts = await shownCallbacks(page);
    shown.push(...texts);
    if (outcome.kind === 'duplicate') {
      // The receiver that handled the first delivery refuses the second as a replay.
      const [first, second] = texts.map(received);
      if (!first || !second) throw new Error('the duplicate was not shown twice');
      const now = Math.floor(Date.now() / 1000);
      for (const runner of sampleRunners) {
        const verdicts = runSample(runner, [
          { secret: sandboxWebhookSecret, now, seenIds: [], ...first },
          { secret: sandboxWebhookSecret, now, seenIds: [first.headers['webhook-id'] ?? ''], ...second },
        ]);
        expect(verdicts, runner.language).toEqual([
          { ok: true, reason: 'verified' },
          { ok: false, reason: 'replayed-id' },
        ]);
      }
    }
  }

  // Each kind of answer and each test number with a callback gave at least one.
  expect(shown.length).toBeGreaterThanOrEqual(4 + testNumbers.length);
  const now = Math.floor(Date.now() / 1000);
  const cases = shown.map((text) => ({ secret: sandboxWebhookSecret, now, seenIds: [], ...received(text) }));
  for (const runner of sampleRunners) {
    expect(runSample(runner, cases), runner.language).toEqual(cases.map(() => ({ ok: true, reason: 'verified' })));
    // And none verifies with another secret.
    const wrongSecret = cases.map((testCase) => ({ ...testCase, secret: 'whsec_c29tZW9uZSBlbHNlJ3Mgc2VjcmV0IGtleQ==' }));
    expect(runSample(runner, wrongSecret), runner.language).toEqual(cases.map(() => ({ ok: false, reason: 'bad-signature' })));
  }
});
