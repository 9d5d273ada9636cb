import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { endpointUrl } from '@/lib/api-docs/base-url';
import { apiDocs, apiEndpoints } from '@/lib/api-docs/catalogue';
import { apiDocMarkdownHref } from '@/lib/api-docs/markdown';
import { blogPosts } from './support/routes';
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
  const table = page.getByRole('table', { name: doc.request.location === 'path' ? 'Path parameters' : 'Request body parameters' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Example', 'Type', 'Required', 'Description', 'Validation']);
  await expect(table.getByRole('rowheader')).toHaveText(Object.keys(doc.request.schema.shape));
}

test.describe('API pages', () => {
  test('the STK push page shows its entry, four code samples and the response badges', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-stk-push');
    await expectApiPage(page, stkPush);
    await expect(page.getByRole('tab')).toHaveText(['cURL', 'Python', 'Node.js', 'PHP']);
    await expect(page.getByRole('table', { name: 'Request body parameters' }).getByRole('row', { name: /phone/ })).toContainText(
      'Phone number must start with 254 and be 12 digits long',
    );
    await expect(page.getByRole('region', { name: 'cURL example' })).toContainText('https://api.kilelepay.co.ke/api/v1/mpesa/stkpush');

    const badges = page.getByRole('region', { name: 'Response examples' }).locator('[data-status]');
    await expect(badges).toHaveText(['200', '400', '401', '429']);
    // The agreed colours, read as the hue the browser paints: 200 green, 400 orange, 401 red, 429 yellow.
    const hues = await badges.evaluateAll((elements) =>
      elements.map((element) => {
        const canvas = document.createElement('canvas').getContext('2d');
        if (!canvas) return -1;
        canvas.fillStyle = getComputedStyle(element).backgroundColor;
        canvas.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data;
        const max = Math.max(r, g, b);
        const min = Math.min(r, g, b);
        if (max === min) return -1;
        const hue = max === r ? ((g - b) / (max - min)) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
        return (hue * 60 + 360) % 360;
      }),
    );
    const [green = -1, orange = -1, red = -1, yellow = -1] = hues;
    expect(green, 'green 200').toBeGreaterThan(90);
    expect(green, 'green 200').toBeLessThan(170);
    expect(orange, 'orange 400').toBeGreaterThan(18);
    expect(orange, 'orange 400').toBeLessThan(42);
    expect(red === -1 ? -1 : (red + 30) % 360, 'red 401').toBeLessThan(42);
    expect(red, 'red 401').not.toBe(-1);
    expect(yellow, 'yellow 429').toBeGreaterThan(42);
    expect(yellow, 'yellow 429').toBeLessThan(70);
    await page.locator('summary', { hasText: 'Bad request - invalid parameters' }).click();
    await expect(page.getByRole('region', { name: '400 response example' })).toContainText('INVALID_PHONE');
    await expect(page.getByRole('region', { name: '400 response example' })).toContainText('Phone number must start with 254 and be 12 digits long');
    await page.locator('summary', { hasText: 'Rate limit exceeded' }).click();
    await expect(page.getByRole('region', { name: '429 response example' })).toContainText('"retry_after": 60');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ke\/developers\/api\/mpesa-stk-push$/);
    await expect(page).toHaveTitle(/M-Pesa STK Push API/);
  });

  test('mpesa-paybill documents the subscriptions API, in four languages, with its webhook events', async ({ page }) => {
    await page.goto('/ke/developers/api/mpesa-paybill');
    await expectApiPage(page, subscriptions);
    await expect(page.getByRole('tab')).toHaveText(['cURL', 'Python', 'Node.js', 'PHP']);
    await expect(page.getByRole('region', { name: 'cURL example' })).toContainText('https://api.kilelepay.co.ke/api/v1/subscriptions/create');
    for (const event of ['subscription.payment.success', 'subscription.payment.failed', 'subscription.cancelled']) {
      await expect(page.getByRole('region', { name: 'Webhook events' })).toContainText(event);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ke\/developers\/api\/mpesa-paybill$/);
  });

  test('an unknown id shows the STK push page, canonical to mpesa-stk-push @once', async ({ page }) => {
    const response = await page.goto('/ke/developers/api/no-such-api');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/ke\/developers\/api\/no-such-api$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stkPush.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ke\/developers\/api\/mpesa-stk-push$/);
  });

  test('the back link returns to the API list @once', async ({ page }) => {
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
    await expect(page.getByRole('tabpanel')).toContainText('api_key=os.environ["KILELEPAY_API_KEY"]');

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

  test("Copy Code copies the sample and says 'Copied!' for 2 s @once", async ({ page, context }) => {
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

  for (const doc of apiEndpoints) {
    test(`${doc.name}: a full reference whose sandbox answers its own sample @once`, async ({ page }) => {
      await page.goto(`/ke/developers/api/${doc.docId}`);
      await expectApiPage(page, doc);
      await expect(page.getByRole('region', { name: 'cURL example' })).toContainText(endpointUrl(doc.endpoint).replace(/\{\w+\}.*/, ''));
      await expect(page.getByRole('heading', { name: 'Errors', exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Error codes' }).getByRole('rowheader')).toContainText(['UNAUTHORIZED', 'RATE_LIMIT_EXCEEDED']);
      await page.getByRole('button', { name: 'Test API Call' }).click();
      await expect(page.getByLabel('Sandbox response')).toContainText('"success": true', { timeout: 10_000 });
      await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', apiDocMarkdownHref('ke', doc.docId));
    });
  }
});

test.describe('docs for assistants and terminals @once', () => {
  for (const doc of apiEndpoints) {
    test(`${apiDocMarkdownHref('ke', doc.docId)} is the page as markdown`, async ({ request }) => {
      const response = await request.get(apiDocMarkdownHref('ke', doc.docId), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      expect(markdown.startsWith(`# ${doc.name} API\n`)).toBe(true);
      expect(markdown).toContain(endpointUrl(doc.endpoint));
      for (const example of doc.codeExamples) expect(markdown).toContain(example.code);
      for (const heading of ['## Parameters', '## Code examples', '## Responses', '## Errors', '## Sandbox']) expect(markdown).toContain(heading);
    });
  }

  test('an unknown id as markdown is the STK push reference, as its page is', async ({ request }) => {
    const response = await request.get('/ke/developers/api/no-such-api.md', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect((await response.text()).startsWith(`# ${stkPush.name} API`)).toBe(true);
  });

  test('/llms.txt links every reference page and every article, each with a title and a description', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith('# Kilele Pay\n')).toBe(true);
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map(([, title, url, description]) => ({
      title,
      url: new URL(url ?? '').pathname,
      description,
    }));
    for (const doc of apiEndpoints)
      expect(links).toContainEqual({ title: `${doc.name} API`, url: apiDocMarkdownHref('ke', doc.docId), description: doc.description });
    for (const post of blogPosts) expect(links).toContainEqual(expect.objectContaining({ title: post.title, url: `/ke/blog/${post.slug}` }));
    for (const link of links) {
      const linked = await request.get(link.url, { maxRedirects: 0 });
      expect(linked.status(), link.url).toBe(200);
    }
  });

  test('/llms-full.txt holds every reference page', async ({ request }) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const doc of apiEndpoints) {
      expect(text).toContain(`## ${doc.name} API`);
      expect(text).toContain(endpointUrl(doc.endpoint));
    }
  });
});
