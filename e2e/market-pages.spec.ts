import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { countryOptions } from '@/lib/countries';
import { marketFacts } from '@/lib/market-facts';
import { kenyaOnlyBadge } from '@/lib/content/navigation';
import { kenyaOnlyBadge as kenyaOnlyBadgeSw } from '@/lib/content/sw/navigation';
import { siteChromeCopy } from '@/lib/content/site-chrome';
import { siteChromeCopy as siteChromeCopySw } from '@/lib/content/sw/site-chrome';
import { site } from '@/lib/site';
import { kenyanOnlyFacts, unmarkedKenyanFacts } from '@/test/kenyan-facts';
import { expectNoAxeViolations } from './support/axe';

/**
 * The pages of a market not live yet speak to that market (its currency, phone numbers and mobile
 * money), and whatever they show of Kenya's offers says it is Kenya's.
 */
const marketPages = [
  { path: '/tz', country: 'tz', language: 'en', badge: kenyaOnlyBadge, chrome: siteChromeCopy },
  { path: '/tz/sw', country: 'tz', language: 'sw', badge: kenyaOnlyBadgeSw, chrome: siteChromeCopySw },
  { path: '/ug', country: 'ug', language: 'en', badge: kenyaOnlyBadge, chrome: siteChromeCopy },
  { path: '/ug/sw', country: 'ug', language: 'sw', badge: kenyaOnlyBadgeSw, chrome: siteChromeCopySw },
] as const;

/**
 * For each text on the page that shows one of Kenya's codes or numbers (test/kenyan-facts.ts),
 * the text of the paragraph-level element around it (paragraph, list item, table cell, summary,
 * heading): where "marked" is judged. Header, main and footer alike.
 */
function kenyanFactBlocks(page: Page) {
  const sources = kenyanOnlyFacts.map((fact) => fact.pattern.source);
  return page.evaluate((patterns) => {
    const facts = patterns.map((source) => new RegExp(source));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const blocks: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template') || !facts.some((fact) => fact.test(text))) continue;
      const block = parent.closest('p, li, dt, dd, td, th, caption, summary, figcaption, blockquote, h1, h2, h3, h4, h5, h6') ?? parent;
      blocks.push((block.textContent ?? text).replace(/\s+/g, ' ').trim());
    }
    return blocks;
  }, sources);
}

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

for (const { path, country, chrome } of marketPages) {
  test(`${path} shows Kenya's codes and numbers (menu code, Paybill, Safaricom, +254, KES) only where the same paragraph names Kenya @desktop-only`, async ({
    page,
  }) => {
    await page.goto(path);
    const blocks = await kenyanFactBlocks(page);
    // The footer's phone at least: the check has something to judge.
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.flatMap((block) => unmarkedKenyanFacts(block))).toEqual([]);

    // The footer says, beside the number, that the office and phone are in Nairobi until the market opens.
    const phone = page.getByRole('contentinfo').locator(`a[href="${site.contact.phoneHref}"]`);
    await expect(phone.locator('xpath=..')).toContainText(chrome.phoneUntilLaunch(countryOptions[country].name));
  });
}

test('a Kenyan page marks nothing as Kenya only @desktop-only', async ({ page }) => {
  await page.goto('/ke');
  await expect(page.getByText(kenyaOnlyBadge, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).not.toContainText(siteChromeCopy.phoneUntilLaunch(countryOptions.tz.name));
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_KE');
});

test('the market section and the marked links pass the accessibility checks @desktop-only', async ({ page }) => {
  for (const path of ['/tz/sw', '/ug']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
