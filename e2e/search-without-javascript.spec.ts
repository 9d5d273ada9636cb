import type { Page } from '@playwright/test';
import { devices } from '@playwright/test';
import * as englishSearch from '@/lib/content/search';
import * as swahiliSearch from '@/lib/content/sw/search';
import { searchField } from './support/search';
import { expect, test } from './support/test';

// With JavaScript off, and before a page's scripts run, the header's search is a plain GET form
// to the results page, rendered on the server in the page's language.

const results = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

for (const { from, query, resultsPage, copy, lang } of [
  { from: '/ke/developers', query: 'webhook signature', resultsPage: '/ke/search?q=webhook+signature', copy: englishSearch, lang: 'en' },
  { from: '/ke/sw/blog', query: 'mpesa', resultsPage: '/ke/sw/search?q=mpesa', copy: swahiliSearch, lang: 'sw' },
]) {
  test(`the header form on ${from} leads to the results, and a result to its page @no-js`, async ({ page, baseURL }) => {
    await page.goto(from);
    await expect(searchField(page)).toHaveAccessibleName(copy.searchControlCopy.label);
    await searchField(page).fill(query);
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(`${baseURL}${resultsPage}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.searchPageCopy.heading);
    await expect(page.getByRole('heading', { level: 2, name: copy.searchPageCopy.resultsFor.replace('{query}', query) })).toBeVisible();
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    const href = (await results(page).first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/ke\//);
    await results(page).first().click();
    await expect(page).toHaveURL(`${baseURL}${href}`);
    const anchor = href.split('#')[1];
    if (anchor) await expect(page.locator(`[id="${decodeURIComponent(anchor)}"]`)).toBeAttached();
  });
}

test('the results page searches again from its own form @no-js', async ({ page, baseURL }) => {
  await page.goto('/ke/search?q=mpesa');
  const field = page.getByRole('main').getByRole('searchbox', { name: englishSearch.searchPageCopy.heading });
  await expect(field).toHaveValue('mpesa');
  await field.fill('1032');
  await field.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/ke/search?q=1032`);
  await expect(results(page).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true });

  test('the icon-sized field widens when tapped and still sends the search @no-js', async ({ page, baseURL }) => {
    await page.goto('/ke/sw');
    const field = searchField(page);
    const before = await field.boundingBox();
    expect(before?.width).toBeLessThanOrEqual(48);
    await field.tap();
    await expect.poll(async () => (await field.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    await field.fill('nambari za majaribio');
    await field.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/ke/sw/search?q=nambari+za+majaribio`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(swahiliSearch.searchPageCopy.heading);
  });
});
