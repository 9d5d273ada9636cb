import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { countryOptions } from '@/lib/countries';
import { marketFacts } from '@/lib/market-facts';
import { kenyaOnlyBadge } from '@/lib/content/navigation';
import { kenyaOnlyBadge as kenyaOnlyBadgeSw } from '@/lib/content/sw/navigation';
import { expectNoAxeViolations } from './support/axe';

/**
 * The pages of a market not live yet speak to that market (its currency, phone numbers and mobile
 * money), and whatever they show of Kenya's offers says it is Kenya's.
 */
const marketPages = [
  { path: '/tz', country: 'tz', language: 'en', badge: kenyaOnlyBadge },
  { path: '/tz/sw', country: 'tz', language: 'sw', badge: kenyaOnlyBadgeSw },
  { path: '/ug', country: 'ug', language: 'en', badge: kenyaOnlyBadge },
  { path: '/ug/sw', country: 'ug', language: 'sw', badge: kenyaOnlyBadgeSw },
] as const;

/** Each text on the page that names KES, with the paragraph, list item or link around it. */
function kesMentions(page: Page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const mentions: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\bKES\b/.test(node.textContent ?? '') || node.parentElement?.closest('script, style, [hidden]')) continue;
      mentions.push(node.parentElement?.closest('p, li, a, dd, td, aside')?.textContent ?? node.textContent ?? '');
    }
    return mentions;
  });
}

for (const { path, country, language, badge } of marketPages) {
  const facts = marketFacts[country];

  test(`${path} speaks to ${countryOptions[country].name}: ${facts.currency}, ${facts.dialCode} and its mobile money @desktop-only`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main).toContainText(facts.currency);
    await expect(main).toContainText(facts.dialCode);
    for (const service of facts.mobileMoney) await expect(main).toContainText(service.name);
    await expect(main).not.toContainText('+254');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', `${language}_${country.toUpperCase()}`);
  });

  test(`${path} shows no Kenyan offer unmarked: every KES says Kenya, every link to an airtime, demo or product page is marked "${badge}" @desktop-only`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const mention of await kesMentions(page)) expect(mention).toContain('Kenya');

    const kenyanOffers = page.locator('a[href*="/ke/airtime"], a[href*="/ke/sw/airtime"], a[href*="/ke/demo"], a[href*="/ke/sw/demo"]');
    expect(await kenyanOffers.count()).toBeGreaterThan(0);
    for (const text of await kenyanOffers.allTextContents()) expect(text).toContain(badge);
  });
}

test('a Kenyan page marks nothing as Kenya only @desktop-only', async ({ page }) => {
  await page.goto('/ke');
  await expect(page.getByText(kenyaOnlyBadge, { exact: true })).toHaveCount(0);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_KE');
});

test('the market section and the marked links pass the accessibility checks @desktop-only', async ({ page }) => {
  for (const path of ['/tz/sw', '/ug']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
