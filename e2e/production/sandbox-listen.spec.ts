import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import type { Locator, Page } from '@playwright/test';
import { launchOptions } from '../../playwright.config';
import { rollingRestart } from '../../scripts/test-bed/index.mjs';
import { startCallbackListener } from '../../test/callback-listener';
import type { CallbackListener } from '../../test/callback-listener';
import { forwardToMachineCopy } from '@/lib/content/callback-delivery';
import { testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import { sandboxWebhookSecret } from '@/lib/mpesa-sandbox/webhook-signature';
import { expect, test } from '../support/test';
import { sendToSandbox } from '../support/sandbox';
import { bed, publicOrigin } from './support/bed';

// `kilele-sandbox listen`, the built command, on a developer's machine: it pairs with the site
// through nginx, and the STK push page (on the public name, through nginx too) forwards each
// callback it shows to the command, which POSTs it to a local handler. Redis carries the
// events between instances: the page's publishes and the command's stream are checked to have
// reached different instances, and everything goes on after a rolling restart of both.

test.use({ launchOptions });

const successNumber = testNumbers.find(({ outcome }) => outcome.kind === 'result' && outcome.code === 0)?.phone ?? '';
const execFileAsync = promisify(execFile);

let handler: CallbackListener;
let folder: string;
let bundle: string;

test.beforeAll(async () => {
  handler = await startCallbackListener();
  folder = mkdtempSync(join(tmpdir(), 'kilele-listen-'));
  bundle = join(folder, 'kilele-sandbox.mjs');
  await execFileAsync(process.execPath, [join('packages', 'cli', 'build.mjs'), bundle]);
});
test.afterAll(async () => {
  await handler.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The command, started as a developer starts it; its output is kept. */
function startListen(): { child: ChildProcess; output: () => string; code: Promise<string> } {
  let output = '';
  const child = spawn(process.execPath, [bundle, 'listen', '--forward-to', `${handler.origin}/mpesa/callback`, '--site', bed().front], { cwd: folder });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = expect
    .poll(() => output.match(/Pairing code: (\S+)/)?.[1] ?? '', { timeout: 20_000 })
    .not.toBe('')
    .then(() => output.match(/Pairing code: (\S+)/)?.[1] ?? '');
  return { child, output: () => output, code };
}

/** The instance log lines with `event`, by the instance's port. */
function instanceLines(event: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const name of readdirSync(bed().dir)) {
    const port = Number(name.match(/^instance-(\d+)-/)?.[1]);
    if (!port) continue;
    const lines = readFileSync(join(bed().dir, name), 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"${event}"`)).length;
    counts.set(port, (counts.get(port) ?? 0) + lines);
  }
  return counts;
}

/** How each instance's count of `event` grew since `before`. */
function grownSince(before: Map<number, number>, event: string): number[] {
  return [...instanceLines(event)].filter(([port, count]) => count > (before.get(port) ?? 0)).map(([port]) => port);
}

/** The last callback of the inbox: its HTTP text, and the forwarding line under it once delivered. */
async function lastDelivered(page: Page): Promise<{ shown: string; entry: Locator }> {
  const entry = page.getByTestId('callback-delivery').last();
  await expect(entry.getByTestId('machine-outcome')).toHaveText(/^delivered to your machine: 200 in \d+ ms$/, { timeout: 20_000 });
  return { shown: (await entry.getByTestId('callback-http').textContent()) ?? '', entry };
}

/** The handler got exactly the inbox's bytes, signed with the sandbox secret. */
function expectReceivedAsShown(shown: string, index: number) {
  const received = handler.received[index];
  expect(received?.path).toBe('/mpesa/callback');
  const headers = Object.fromEntries(Object.entries(received?.headers ?? {}).map(([name, value]) => [name, String(value)]));
  expect(new Webhook(sandboxWebhookSecret).verify(received?.text ?? '', headers)).toEqual(JSON.parse(received?.text ?? '""'));
  expect(shown.split('\r\n\r\n')[1]).toBe(received?.text);
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(shown).toContain(`${name}: ${headers[name]}`);
}

test('listen forwards the page’s virtual-phone and test-number callbacks across instances, and again after a rolling restart', async ({ browser }) => {
  test.setTimeout(180_000);
  handler.answerWith((_request, response) => void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  const streamsBefore = instanceLines('sandbox-listen.stream-opened');
  const listen = startListen();
  const context = await browser.newContext({ proxy: { server: bed().front } });
  const page = await context.newPage();
  try {
    const code = await listen.code;
    await expect.poll(() => grownSince(streamsBefore, 'sandbox-listen.stream-opened')).toHaveLength(1);
    const [streamPort] = grownSince(streamsBefore, 'sandbox-listen.stream-opened');

    // A virtual-phone payment: the developer pairs once the inbox shows, then answers the prompt.
    await page.goto(`${publicOrigin}/ke/developers/api/mpesa-stk-push`);
    await sendToSandbox(page, { phone: '254712345678', amount: 750, reference: 'ORDER42' });
    await page.getByRole('button', { name: forwardToMachineCopy.open }).click();
    await page.getByLabel(forwardToMachineCopy.codeLabel).fill(code.toLowerCase());
    await page.getByRole('button', { name: forwardToMachineCopy.pair, exact: true }).click();
    await expect(page.getByTestId('machine-paired')).toContainText(code);
    const pin = page.getByLabel('Enter your M-Pesa PIN');
    await pin.fill('1234');
    await pin.press('Enter');
    expectReceivedAsShown((await lastDelivered(page)).shown, 0);

    // Test-number payments until one publish reaches the instance the stream is not on: the events
    // crossed through Redis. nginx takes turns per worker process, and the page's other requests
    // share those turns, so a steady number of them between two publishes can land every publish
    // on one instance; one extra request after the first miss changes that count's parity.
    let crossed = false;
    for (let attempt = 0; attempt < 8 && !crossed; attempt += 1) {
      const publishedBefore = instanceLines('sandbox-listen.published');
      await sendToSandbox(page, { phone: successNumber, amount: 100, reference: `ORDER${attempt}` });
      expectReceivedAsShown((await lastDelivered(page)).shown, handler.received.length - 1);
      crossed = grownSince(publishedBefore, 'sandbox-listen.published').some((port) => port !== streamPort);
      if (!crossed && attempt === 0) await page.evaluate(() => fetch('/api/health/live', { cache: 'no-store' }).then(() => undefined));
    }
    expect(crossed, 'a publish reached the instance without the stream').toBe(true);

    // A deploy: each instance in turn drains and is replaced; the command reconnects with its
    // Last-Event-ID, the page keeps its code, and the next callback arrives all the same.
    const resumedBefore = instanceLines('sandbox-listen.stream-opened');
    await rollingRestart(bed());
    await expect.poll(() => grownSince(resumedBefore, 'sandbox-listen.stream-opened').length, { timeout: 30_000 }).toBeGreaterThan(0);
    const receivedBefore = handler.received.length;
    await sendToSandbox(page, { phone: successNumber, amount: 200, reference: 'AFTERDEPLOY' });
    expectReceivedAsShown((await lastDelivered(page)).shown, receivedBefore);
    // Nothing was sent twice across the reconnections.
    const ids = handler.received.map(({ headers }) => String(headers['webhook-id']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(listen.output()).not.toContain('pairing has ended');
  } finally {
    await context.close();
    listen.child.kill('SIGINT');
  }
});
