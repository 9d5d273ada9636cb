import type { Page } from '@playwright/test';
import * as englishSearch from '@/lib/content/search';
import * as swahiliSearch from '@/lib/content/sw/search';
import { expectNoAxeViolations } from './support/axe';
import { expectedHits, searchField } from './support/search';
import { expect, test } from './support/test';

// The header's search as a visitor with JavaScript uses it: a combobox with a listbox popup
// (the WAI-ARIA pattern), loaded on first use with the index of the page's language.

const listbox = (page: Page) => page.getByRole('listbox');
const options = (page: Page) => listbox(page).getByRole('option');

/** Focuses the field by `/` and waits until it has become the combobox. */
async function openBySlash(page: Page) {
  await page.keyboard.press('/');
  await expect(searchField(page)).toBeFocused();
  await expect(page.getByRole('banner').getByRole('combobox')).toBeAttached();
}

test.describe('the header search', () => {
  test('/ opens it, and what is typed lists results with the matched words marked @desktop-only', async ({ page, request }) => {
    await page.goto('/ke');
    await openBySlash(page);
    const combobox = page.getByRole('banner').getByRole('combobox', { name: englishSearch.searchControlCopy.label });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    await page.keyboard.type('webhook signature');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const controlled = await combobox.getAttribute('aria-controls');
    await expect(listbox(page)).toHaveAttribute('id', controlled ?? 'none');
    await expect(listbox(page)).toHaveAccessibleName(englishSearch.searchBoxWords.resultsLabel);
    const expected = await expectedHits(request, 'en', 'webhook signature');
    await expect(options(page)).toHaveCount(expected.length);
    await expect(options(page).first().locator('mark').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${expected.length} results` })).toBeAttached();
  });

  test('Ctrl+K opens it from anywhere, and Escape closes it and returns where the visitor was @desktop-only', async ({ page }) => {
    await page.goto('/ke/about');
    const skipLink = page.getByRole('link', { name: /skip/i });
    await skipLink.focus();
    await page.keyboard.press('Control+k');
    await expect(searchField(page)).toBeFocused();
    const combobox = page.getByRole('banner').getByRole('combobox');
    await expect(combobox).toBeAttached();
    await page.keyboard.type('mpesa');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox(page)).toBeHidden();
    await expect(skipLink).toBeFocused();
    // What was typed stays, for the next time.
    await expect(combobox).toHaveValue('mpesa');
  });

  test('the arrow keys move the active result, and Enter opens it at its section @desktop-only', async ({ page, request, baseURL }) => {
    const query = 'webhook signature';
    const expected = await expectedHits(request, 'en', query);
    const target = expected.findIndex((hit) => hit.url.includes('#'));
    expect(target, `no result of "${query}" leads to a section`).toBeGreaterThanOrEqual(0);
    await page.goto('/ke');
    await openBySlash(page);
    await page.keyboard.type(query);
    const combobox = page.getByRole('banner').getByRole('combobox');
    await expect(options(page)).toHaveCount(expected.length);
    await page.keyboard.press('ArrowDown');
    const first = options(page).first();
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'none');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(target)).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toBeFocused();
    const url = expected[target]?.url ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}${url}`);
    const anchor = decodeURIComponent(url.split('#')[1] ?? '');
    await expect(page.locator(`[id="${anchor}"]`)).toBeAttached();
  });

  test('Enter with no active result sends the search to the results page @desktop-only', async ({ page, baseURL }) => {
    await page.goto('/ke/developers');
    await openBySlash(page);
    await page.keyboard.type('1032');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/ke/search?q=1032`);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “1032”' })).toBeVisible();
  });

  test('a tap on the field opens it on a phone, and a result leads to its page', async ({ page, request, baseURL }) => {
    const query = '1032';
    const [hit] = await expectedHits(request, 'en', query);
    expect(hit, `no result for ${query}`).toBeDefined();
    await page.goto('/ke');
    await searchField(page).click();
    await expect(page.getByRole('banner').getByRole('combobox')).toBeFocused();
    await page.keyboard.type(query);
    await options(page).first().click();
    await expect(page).toHaveURL(`${baseURL}${hit?.url}`);
  });

  test('on a Swahili page it speaks Kiswahili and marks English-only results @desktop-only', async ({ page, request }) => {
    const query = 'stk push';
    const expected = await expectedHits(request, 'sw', query);
    const english = expected.findIndex((hit) => hit.otherLanguage);
    expect(english, `no English-only result for "${query}" on the Swahili index`).toBeGreaterThanOrEqual(0);
    await page.goto('/ke/sw');
    await openBySlash(page);
    const combobox = page.getByRole('banner').getByRole('combobox', { name: swahiliSearch.searchControlCopy.label });
    await page.keyboard.type(query);
    await expect(options(page)).toHaveCount(expected.length);
    await expect(listbox(page)).toHaveAccessibleName(swahiliSearch.searchBoxWords.resultsLabel);
    const badge = options(page).nth(english).getByText(swahiliSearch.searchBoxWords.englishOnly);
    await expect(badge).toBeVisible();
    await expect(options(page).nth(english).locator('[lang="en"]').first()).toBeAttached();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  });

  for (const [path, query] of [
    ['/ke', 'mpesa'],
    ['/ke/sw', 'malipo'],
  ] as const) {
    test(`has no axe violations with the list open on ${path} @desktop-only`, async ({ page }) => {
      await page.goto(path);
      await openBySlash(page);
      await page.keyboard.type(query);
      await expect(options(page).first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expectNoAxeViolations(page);
    });
  }

  test('loads nothing of the search before it is used', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/ke/developers');
    expect(fetched.filter((path) => path.startsWith('/search-index/'))).toEqual([]);
    await searchField(page).focus();
    await expect.poll(() => fetched.filter((path) => path.startsWith('/search-index/'))).toEqual(['/search-index/en.json']);
  });
});

test.describe('the results page', () => {
  for (const [path, copy] of [
    ['/ke/search', englishSearch.searchPageCopy],
    ['/ke/sw/search', swahiliSearch.searchPageCopy],
  ] as const) {
    test(`${path} shows results, a prompt without a query and a way on when nothing matched, never indexed @desktop-only`, async ({ page }) => {
      await page.goto(`${path}?q=mpesa`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      await expect(page.getByRole('main').getByRole('listitem').first().locator('mark').first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // Rendered on demand under a nonce: its scripts run, and the page comes alive.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expectNoAxeViolations(page);
      await page.goto(path);
      await expect(page.getByText(copy.emptyQuery)).toBeVisible();
      await page.goto(`${path}?q=zzqqxxv`);
      await expect(page.getByText(copy.noResultsHint)).toBeVisible();
      await expect(page.getByRole('link', { name: copy.suggestions.developers })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('is not in the sitemap @once', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/\/search[<?]/);
  });
});
