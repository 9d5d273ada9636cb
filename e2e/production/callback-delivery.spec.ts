import { Webhook } from 'standardwebhooks';
import type { Page } from '@playwright/test';
import { launchOptions } from '../../playwright.config';
import { expect, test } from '../support/test';
import { startCallbackListener } from '../../test/callback-listener';
import type { CallbackListener } from '../../test/callback-listener';
import { callbackDeliveryCopy } from '@/lib/content/callback-delivery';
import { testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import { sandboxWebhookSecret } from '@/lib/mpesa-sandbox/webhook-signature';
import { sendToSandbox } from '../support/sandbox';
import { bed, publicOrigin } from './support/bed';

// A developer sends a sandbox callback to their own server from the inbox, on the public name
// through nginx, with delivery turned on as a deployment would: the bed's instances let it
// reach one loopback origin (the test's listener) and refuse every other.

test.use({ launchOptions });

const successNumber = testNumbers.find(({ outcome }) => outcome.kind === 'result' && outcome.code === 0)?.phone ?? '';
let allowed: CallbackListener;
let other: CallbackListener;

test.beforeAll(async () => {
  allowed = await startCallbackListener(bed().ports.callbackListener);
  other = await startCallbackListener();
});
test.afterAll(async () => {
  await allowed.close();
  await other.close();
});

async function callbackInInbox(page: Page) {
  await page.goto(`${publicOrigin}/ke/developers/api/mpesa-stk-push`);
  await sendToSandbox(page, { phone: successNumber, amount: 750, reference: 'ORDER42' });
  const delivery = page.getByTestId('callback-delivery').first();
  await expect(delivery).toBeVisible({ timeout: 10_000 });
  return delivery;
}

test('a sandbox callback sent to the developer’s URL arrives signed, byte for byte; another loopback address is refused', async ({ browser }) => {
  const context = await browser.newContext({ proxy: { server: bed().front } });
  const page = await context.newPage();
  // What the developer's server answers never reaches the page: only its status and the time.
  allowed.answerWith((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"answer-marker":"kept-on-the-server"}');
  });
  try {
    const delivery = await callbackInInbox(page);
    const shown = (await delivery.getByTestId('callback-http').textContent()) ?? '';
    const url = delivery.getByRole('textbox', { name: callbackDeliveryCopy.urlLabel });

    await url.fill(`${allowed.origin}/hooks/mpesa`);
    await delivery.getByRole('button', { name: callbackDeliveryCopy.send }).click();
    await expect(delivery.getByText(callbackDeliveryCopy.delivered.replace('{status}', '200'))).toBeVisible({ timeout: 20_000 });
    const log = delivery.getByRole('table', { name: callbackDeliveryCopy.logCaption });
    const { attempt, result, time } = callbackDeliveryCopy.columns;
    await expect(log.getByRole('columnheader')).toHaveText([attempt, result, time]);
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', '200', /^\d+ ms$/]);
    await expect(page.getByText('kept-on-the-server')).toHaveCount(0);
    expect(allowed.received).toHaveLength(1);
    const [received] = allowed.received;
    expect(received?.path).toBe('/hooks/mpesa');
    const headers = {
      'webhook-id': String(received?.headers['webhook-id']),
      'webhook-timestamp': String(received?.headers['webhook-timestamp']),
      'webhook-signature': String(received?.headers['webhook-signature']),
    };
    expect(new Webhook(sandboxWebhookSecret).verify(received?.text ?? '', headers)).toEqual(JSON.parse(received?.text ?? ''));
    // The same event as the inbox shows: its id and its exact body.
    expect(shown).toContain(`webhook-id: ${headers['webhook-id']}`);
    expect(shown.endsWith(received?.text ?? 'missing')).toBe(true);

    await url.fill(`${other.origin}/hooks/mpesa`);
    await delivery.getByRole('button', { name: callbackDeliveryCopy.send }).click();
    await expect(delivery.getByText(callbackDeliveryCopy.problems.refused)).toBeVisible({ timeout: 20_000 });
    expect(other.received).toHaveLength(0);
    expect(allowed.received).toHaveLength(1);

    // https is sent to port 443 alone.
    await url.fill('https://hooks.example.com:8443/mpesa');
    await delivery.getByRole('button', { name: callbackDeliveryCopy.send }).click();
    await expect(delivery.getByText(callbackDeliveryCopy.problems.refused)).toBeVisible({ timeout: 20_000 });
  } finally {
    await context.close();
  }
});

test('a name that resolves to loopback and a name that does not resolve get the same log on the page', async ({ browser }) => {
  // Each takes three attempts and the waits between them.
  test.setTimeout(90_000);
  const context = await browser.newContext({ proxy: { server: bed().front } });
  const page = await context.newPage();
  try {
    const delivery = await callbackInInbox(page);
    const url = delivery.getByRole('textbox', { name: callbackDeliveryCopy.urlLabel });
    const logs: string[][][] = [];
    for (const address of ['https://localhost/hooks/mpesa', 'https://no-such-host.invalid/hooks/mpesa']) {
      await url.fill(address);
      await delivery.getByRole('button', { name: callbackDeliveryCopy.send }).click();
      await expect(delivery.getByRole('button', { name: callbackDeliveryCopy.send })).toBeEnabled({ timeout: 30_000 });
      await expect(delivery.getByText(callbackDeliveryCopy.notDelivered)).toBeVisible();
      const rows = delivery.getByRole('table', { name: callbackDeliveryCopy.logCaption }).getByRole('row');
      const cells = await rows.evaluateAll((elements) =>
        elements.slice(1).map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
      );
      // The times differ; nothing else may.
      logs.push(cells.map(([attempt = '', result = '']) => [attempt, result]));
    }
    const network = callbackDeliveryCopy.attemptErrors.network;
    expect(logs[0]).toEqual([
      ['1', network],
      ['2', network],
      ['3', network],
    ]);
    expect(logs[1]).toEqual(logs[0]);
  } finally {
    await context.close();
  }
});
