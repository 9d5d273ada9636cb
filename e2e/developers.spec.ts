import { expect, test } from './support/test';
import { apiListing } from '@/lib/api-docs/listing';
import { developerResources, gettingStartedSteps } from '@/lib/content/developers';
import { sdkNames, sdks } from '@/lib/content/sdks';
import { site } from '@/lib/site';
import { expectNoAxeViolations } from './support/axe';

test.describe('developers landing', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke/developers');
  });

  test('the hero links to the documentation and the playground in new tabs', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build with Kilele Pay APIs');
    for (const [name, href] of [
      [/Read the documentation/, site.external.docs],
      [/Open the API playground/, site.external.playground],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('lists the five getting-started steps in order', async ({ page }) => {
    const steps = page.getByRole('region', { name: 'Get started in five steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const titles = await steps.getByRole('heading').allTextContents();
    expect(titles).toEqual(gettingStartedSteps.map((step) => step.title));
    expect(titles.join(' | ')).toMatch(/Sign up.*API key.*Explore the docs.*Test in the sandbox.*Integrate and deploy.*Launch and scale/);
    await expect(page.getByRole('region', { name: 'Get started in five steps' }).locator('ol')).toHaveCount(1);
  });

  test('has four resource cards to the external docs', async ({ page }) => {
    const cards = page.getByRole('region', { name: 'Developer resources' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading')).toHaveText(['API Documentation', 'API Playground', 'SDKs', 'Code Examples']);
    // The card names what can be installed today, as the SDK list does.
    await expect(cards.nth(2)).toContainText(`SDKs for ${sdkNames('Available')} `);
    for (const sdk of sdks.filter((item) => item.status === 'Coming Soon')) {
      await expect(cards.nth(2)).not.toContainText(new RegExp(`SDKs for [^.]*${sdk.name}`));
    }
    for (const [index, resource] of developerResources.entries()) {
      const link = cards.nth(index).getByRole('link');
      await expect(link).toHaveAttribute('href', resource.href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('lists every API, linking to the pages that exist', async ({ page }) => {
    const apis = page.locator('#apis').getByRole('listitem');
    await expect(apis).toHaveCount(apiListing.length);
    for (const item of apiListing) {
      await expect(page.locator('#apis')).toContainText(item.endpoint);
    }
    for (const item of apiListing) {
      await expect(page.locator('#apis').getByRole('link', { name: new RegExp(`${item.name} API reference`) })).toHaveAttribute(
        'href',
        `/ke/developers/api/${item.docId}`,
      );
    }
    await expect(page.getByRole('link', { name: /M-Pesa Subscriptions API reference/ })).toHaveAttribute('href', '/ke/developers/api/mpesa-paybill');
    await page.getByRole('link', { name: /M-Pesa Subscriptions API reference/ }).click();
    await expect(page).toHaveURL(/\/ke\/developers\/api\/mpesa-paybill$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M-Pesa Subscriptions');
  });

  test('shows the SDKs, the stats band, Get API Key and the OpenAPI download', async ({ page }) => {
    const sdks = page.getByRole('region', { name: 'SDKs' });
    await expect(sdks.getByRole('listitem')).toHaveCount(4);
    await expect(sdks.getByRole('listitem').filter({ hasText: 'Python' })).toContainText('Available');
    await expect(sdks.getByRole('listitem').filter({ hasText: 'Java' })).toContainText('Coming Soon');

    const stats = page.getByRole('region', { name: 'Kilele Pay in numbers' });
    for (const value of ['20+', '50K+', '99.9%', '24/7']) await expect(stats).toContainText(value);

    const getKey = page.getByRole('link', { name: /Get API Key/ });
    await expect(getKey).toHaveAttribute('href', site.external.signUp);
    await expect(getKey).toHaveAttribute('target', '_blank');

    await expect(page.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute('href', '/openapi.json');
  });

  // /ug/developers and /tz/developers show the coming-soon page, canonical /ug and /tz: an
  // alternate pointing there would not be reciprocal. Only the homes name all three markets;
  // this page names itself and its Swahili version.
  test('is canonical at /ke/developers, naming only itself and its Swahili version as alternates @desktop-only', async ({ page }) => {
    await expect(page.locator('link[rel="alternate"][hreflang="en-KE"]')).toHaveAttribute('href', /\/ke\/developers$/);
    await expect(page.locator('link[rel="alternate"][hreflang="sw-KE"]')).toHaveAttribute('href', /\/ke\/sw\/developers$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/ke\/developers$/);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ke\/developers$/);
  });

  test('has no axe violations', async ({ page }) => {
    // axe walks the whole page; on a busy machine that can pass the default 30 s.
    test.slow();
    await expectNoAxeViolations(page);
  });
});

test('/openapi.json is served as JSON with the same paths as the page @once', async ({ request }) => {
  const response = await request.get('/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const document: { openapi: string; paths: Record<string, unknown> } = await response.json();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(apiListing.map((item) => item.endpoint));
});
