import { expect, test } from './support/test';
import { apiDocs } from '@/lib/api-docs/catalogue';
import { forwardToMachineCopy } from '@/lib/content/callback-delivery';
import { resultTestNumber } from '@/lib/mpesa-sandbox/outcome-callbacks';
import { successCode } from '@/lib/mpesa-sandbox/result-codes';
import { listenCommand, triggerCommand } from '@/lib/sandbox-listen/commands';
import { expectNoAxeViolations } from './support/axe';
import { textBeforeLineBreaks } from './support/line-breaks';
import { sandboxOf, sendToSandbox } from './support/sandbox';
import { recordButtonStates, shownFor } from './support/timeline';

const sample = apiDocs['mpesa-stk-push'].request.sample;

test.describe('the API sandbox', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-stk-push');
  });

  test('is prefilled with the sample and says no real transactions are processed', async ({ page }) => {
    const { region, body } = sandboxOf(page);
    await expect(body).toHaveValue(JSON.stringify(sample, null, 2));
    await expect(region).toContainText('No real transactions are processed');
  });

  test("reads 'Testing API' for 2 s, then shows the pending success echoing the edited amount", async ({ page }) => {
    const { body, button, response } = sandboxOf(page);
    await expect(button).toBeEnabled({ timeout: 60_000 });
    await body.fill(JSON.stringify({ ...sample, amount: 2468 }));
    // Focusing the editor fetches the sandbox's script; let it arrive so the wait measured is the 2 s.
    await page.waitForLoadState('networkidle');
    const states = await recordButtonStates(button);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await button.click();
    await expect(response).toContainText('"status": "pending"', { timeout: 10_000 });
    await expect(button).toHaveText('Test API Call');
    await expect(button).toBeEnabled();
    // Disabled and reading 'Testing API' for the documented 2 s, then back. The upper bound is
    // loose: a starved browser renders late (jest checks the 2 s exactly with fake timers).
    const pending = shownFor(await states(), 'Testing API');
    expect(pending.ms).toBeGreaterThanOrEqual(1_950);
    expect(pending.ms).toBeLessThan(10_000);
    expect(pending.disabled.every(Boolean)).toBe(true);
    await expect(response).toContainText('"amount": 2468');
    await expect(response).toContainText(`"phone": "${sample.phone}"`);
    await expect(response).toContainText(/"transaction_id": "SANDBOX_[A-Z0-9]{12}"/);
    // Simulated in the browser: running the test sends nothing anywhere.
    expect(requests).toEqual([]);
  });

  test('answers a bad phone with 400 INVALID_PHONE @once', async ({ page }) => {
    await sendToSandbox(page, JSON.stringify({ ...sample, phone: '0712345678' }));
    const { region, response } = sandboxOf(page);
    await expect(response).toContainText('"error_code": "INVALID_PHONE"', { timeout: 10_000 });
    await expect(response).toContainText('Phone number must start with 254 and be 12 digits long');
    await expect(response).toContainText('"field": "phone"');
    await expect(region.locator('[aria-live="polite"] [data-status="400"]')).toBeVisible();
  });

  test('answers JSON that does not parse with its position @once', async ({ page }) => {
    await sendToSandbox(page, '{\n  "amount": 100,\n}');
    await expect(sandboxOf(page).response).toContainText(/INVALID_JSON[\s\S]*line 3, column 1/, { timeout: 10_000 });
  });

  test('shows pasted markup as text and runs nothing @once', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const markup = '<img src=x onerror=alert(1)>';
    await sendToSandbox(page, JSON.stringify({ ...sample, [markup]: markup }));
    const { region, response } = sandboxOf(page);
    await expect(response).toContainText(markup, { timeout: 10_000 });
    await expect(region.locator('img')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test('loads its script only on first interaction @once', async ({ page }) => {
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await sandboxOf(page).body.focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  test('opens "Forward to my machine" whole on a 320 px screen: the command wrapped, the code field beside its button @once', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await sendToSandbox(page, { ...sample, phone: '254700000000' });
    await page.getByRole('button', { name: forwardToMachineCopy.open }).click();
    const form = page.getByRole('form', { name: forwardToMachineCopy.open });
    const command = form.getByText(listenCommand, { exact: true });
    await expect(command).toBeVisible();
    // Every character on screen, none behind a sideways scroll, and no line broken inside a word.
    expect(await command.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    for (const before of await textBeforeLineBreaks(command)) expect(before, `a line break after "${before}"`).toMatch(/[\s/]$/);
    const field = await form.getByLabel(forwardToMachineCopy.codeLabel).boundingBox();
    const pair = await form.getByRole('button', { name: forwardToMachineCopy.pair, exact: true }).boundingBox();
    if (!field || !pair) throw new Error('the pairing form is not laid out');
    expect(Math.abs(field.y + field.height / 2 - (pair.y + pair.height / 2))).toBeLessThan(1);
    expect(field.x + field.width).toBeLessThanOrEqual(pair.x);
    expect(Math.min(field.height, pair.height)).toBeGreaterThanOrEqual(24);
  });

  test('on a 320 px screen its commands break between words or after a slash, never after a hyphen or inside a word @once', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const commands = page.locator('code').filter({ hasText: /^npx kilele-sandbox / });
    await expect(commands.filter({ hasText: listenCommand })).toHaveCount(1);
    await expect(commands.filter({ hasText: triggerCommand(resultTestNumber(successCode)?.phone ?? '') })).toHaveCount(1);
    for (const command of await commands.all()) {
      const breaks = await textBeforeLineBreaks(command);
      // Too long for one line on this screen: each command wraps, and only where it may.
      expect(breaks.length, await command.innerText()).toBeGreaterThan(0);
      for (const before of breaks) expect(before, `a line break after "${before}"`).toMatch(/[\s/]$/);
    }
  });

  test('has no axe violations with a response shown', async ({ page }) => {
    // axe walks the whole page; on a busy machine that can pass the default 30 s.
    test.slow();
    await sendToSandbox(page, JSON.stringify(sample));
    await expect(sandboxOf(page).response).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sandbox editor is already in the page with the sample body @once', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-paybill');
    await expect(sandboxOf(page).body).toHaveValue(JSON.stringify(apiDocs['mpesa-paybill'].request.sample, null, 2));
    await expect(page.getByRole('table', { name: 'Request body parameters' })).toBeVisible();
  });
});
