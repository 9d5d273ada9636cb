import type { Page } from '@playwright/test';
import { isLive } from '@/lib/countries';
import { sitePageHref, sitePages } from '@/lib/routes';
import type { SitePage } from '@/lib/routes';
import { expect, test } from './support/test';
import { blogPosts, swahiliBlogPosts } from './support/routes';

// A page paints with the stylesheet rules written into it; the whole stylesheet, linked after the
// content, comes a moment later. Until it does, a visitor sees the page as the server wrote it with
// those rules alone, so they must lay out and colour every element exactly as the whole
// stylesheet does: otherwise the page shifts or changes colour when the rest arrives. One page of
// each kind, in each language, on a phone and on a desktop screen. The pages are compared as the
// HTML draws them, with JavaScript off (the whole stylesheet is then a plain link): what the
// page's code draws later comes after the whole stylesheet is requested, before React hydrates.

/** What a visitor sees of an element: its box, and the styles that colour and show it. */
function snapshot(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => !['SCRIPT', 'STYLE', 'NOSCRIPT', 'LINK', 'TEMPLATE'].includes(element.tagName))
      .map((element, index) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        const shown = [style.display, style.visibility, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.borderTopWidth];
        return `${index} ${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ${shown.join(' ')}`;
      }),
  );
}

/** The same element lists, or the first lines that differ (the whole lists would drown the report). */
function differences(inlined: string[], whole: string[]): string[] {
  const lines: string[] = [];
  for (let index = 0; index < Math.max(inlined.length, whole.length) && lines.length < 8; index += 1) {
    if (inlined[index] !== whole[index]) lines.push(`inlined rules: ${inlined[index] ?? '(none)'}\nwhole sheet:   ${whole[index] ?? '(none)'}`);
  }
  return lines;
}

/** One page of each kind: a live market's pages, its API page, result code and article, a market not live yet. */
function oneOfEachKind(): string[] {
  const kindOf = (page: SitePage) => `${page.kind}:${page.kind === 'page' ? page.page : ''}:${isLive(page.country)}:${page.locale}`;
  const seen = new Set<string>();
  return sitePages([...blogPosts, ...swahiliBlogPosts])
    .filter((page) => !seen.has(kindOf(page)) && Boolean(seen.add(kindOf(page))))
    .map(sitePageHref);
}

const paths = oneOfEachKind();
const groups = 4;
const groupSize = Math.ceil(paths.length / groups);
const widths = [412, 1280] as const;

for (let group = 0; group < groups; group += 1) {
  const inGroup = paths.slice(group * groupSize, (group + 1) * groupSize);
  if (inGroup.length === 0) continue;
  test(`pages ${group * groupSize + 1}–${group * groupSize + inGroup.length} of ${paths.length} look the same with their inlined rules as with the whole stylesheet @once`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    for (const path of inGroup) {
      // No script, no animation: the two pages differ only in their styles.
      const options = { viewport: { width: widths[0], height: 900 }, javaScriptEnabled: false, reducedMotion: 'reduce' as const };
      const [alone, whole] = await Promise.all([browser.newContext(options), browser.newContext(options)]);
      // The whole stylesheet never arrives: the page keeps the rules written into it.
      await alone.route(/\/_next\/static\/.*\.css(\?|$)/, (route) => route.abort());
      const [alonePage, wholePage] = await Promise.all([alone.newPage(), whole.newPage()]);
      await Promise.all([alonePage.goto(path), wholePage.goto(path)]);
      // Text is measured in the site's font in both, not in a fallback one that loaded later.
      await Promise.all([alonePage.evaluate(() => document.fonts.ready), wholePage.evaluate(() => document.fonts.ready)]);
      for (const width of widths) {
        await Promise.all([alonePage.setViewportSize({ width, height: 900 }), wholePage.setViewportSize({ width, height: 900 })]);
        // On a busy machine a page can answer before it has taken the new size: one page was then
        // measured at the phone's width and the other at the desktop's.
        for (const page of [alonePage, wholePage]) await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
        expect.soft(differences(await snapshot(alonePage), await snapshot(wholePage)), `${path} at ${width} px`).toEqual([]);
      }
      await Promise.all([alone.close(), whole.close()]);
    }
  });
}
