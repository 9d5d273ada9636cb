import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pseudoLocale } from '@/lib/i18n/locales';
import { keptAsIs } from '@/lib/i18n/glossary';
import { pagePaths } from '@/lib/routes';
import { site } from '@/lib/site';
import { layoutFaults, layoutWidths, resizeTo } from '../../e2e/support/layout';
import { waitForHydration } from '../../e2e/support/test';

/**
 * The cost of a language, tried with the test build's pseudo-language (lib/i18n/pseudo.ts):
 * every string of the copy is rewritten with accented letters, so a plain English word left on
 * one of its pages was written in the code, and a third language would show it in English too.
 * Names the site never translates stay as they are; so do code, addresses and anything marked
 * translate="no" or written in another language (an English article on the list, lang="en").
 */
const pages = [...Object.values(pagePaths).map((path) => `/ke/${pseudoLocale}${path}`), `/ug/${pseudoLocale}`, `/tz/${pseudoLocale}`];

/** Names that are the same in every language: the glossary's, the brand's and the people's. */
const names = [...keptAsIs, site.name, ...site.socials.map((social) => social.name)];

async function textsLeftInEnglish(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Dates and amounts are written by Intl in the language's conventions, not by the copy.
    const skipped = 'script, style, noscript, template, code, pre, svg, time, [translate="no"], [lang]:not([lang="xa"]):not(html)';
    const read: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // Every text, shown or not: a closed menu's and a screen reader's words count too.
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(skipped)) read.push(node.textContent ?? '');
    }
    // The page's own attributes (the head's links name other documents, the English feed).
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (element.closest(skipped)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) read.push(element.getAttribute(name) ?? '');
    }
    return read;
  });
  // Each text with a word left in English, once, so a failure names where it is.
  const left = new Set<string>();
  for (const text of texts) {
    let rest = text.replace(/\S+@\S+|https?:\/\/\S+|\/[\w/.#?=-]+/g, ' ');
    for (const name of names) rest = rest.split(name).join(' ');
    if (/[A-Za-z]{2,}/.test(rest)) left.add(text.trim().slice(0, 120));
  }
  return [...left].sort();
}

// The longer words of the pseudo-language are the stress test of the layout too: a third language
// must hold at every width as English and Kiswahili do (e2e/layout.spec.ts). Each page is opened
// once, at the narrowest width, then resized through the others, as the layout spec does.
for (const path of pages) {
  test(`${path}: every word comes from the copy, and the page fits every width`, async ({ page }) => {
    await page.setViewportSize({ width: layoutWidths[0], height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', pseudoLocale);
    expect.soft(await textsLeftInEnglish(page)).toEqual([]);
    for (const width of layoutWidths) {
      await resizeTo(page, width);
      expect.soft(await layoutFaults(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}

// A third language is one more choice for the switcher: each page lists every other language,
// and the endpoint leads to the page in the one chosen.
test('a pseudo-language page leads to the same page in each other language, and an English one offers the pseudo-language', async ({ page, request }) => {
  const switchLinks = () =>
    page
      .locator(`footer a[href^="/api/language"]`)
      .evaluateAll((anchors) => anchors.map((anchor) => ({ language: anchor.getAttribute('hreflang') ?? '', href: anchor.getAttribute('href') ?? '' })));
  await page.goto(`/ke/${pseudoLocale}/about`);
  const fromPseudo = await switchLinks();
  expect(fromPseudo.map(({ language }) => language)).toEqual(['en', 'sw']);
  const landings = await Promise.all(fromPseudo.map(async ({ href }) => (await request.get(href, { maxRedirects: 0 })).headers()['location']));
  expect(landings).toEqual(['/ke/about', '/ke/sw/about']);

  await page.goto('/ke/about');
  const fromEnglish = await switchLinks();
  expect(fromEnglish.map(({ language }) => language)).toEqual(['sw', pseudoLocale]);
  const toPseudo = await request.get(fromEnglish[1]?.href ?? '', { maxRedirects: 0 });
  expect(toPseudo.headers()['location']).toBe(`/ke/${pseudoLocale}/about`);
  // The header bar keeps one control, the page's code, which opens the same choices.
  const button = page.getByRole('banner').locator('summary', { hasText: /^EN,/ });
  await button.click();
  // The menu that button opens: the header's navigation holds the same choices for the hamburger.
  const menu = button.locator('xpath=..');
  await expect(menu.locator(`a[hreflang="${pseudoLocale}"]`)).toBeVisible();
});
