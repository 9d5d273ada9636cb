import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { pageTemplates } from './support/page-templates';
import type { PageTemplate, ShotLanguage } from './support/page-templates';

// Visual regression: each page template looks as its committed picture does. A change of look is
// a reviewed change: after a deliberate one, the pictures are taken again with
// `npx playwright test e2e/visual.spec.ts --update-snapshots` and committed with it.
//
// The first two screens of each page, not the whole page: that is where the templates differ
// (header, hero, first sections, the start of an article or a form), the pictures stay small, and
// a new article or a section added further down a long page does not make every picture stale.

const screenHeight = 800;
const screens = 2;

/** Phone and desktop in English, desktop in Kiswahili (its longer words show at every width alike). */
const views: readonly { language: ShotLanguage; width: number }[] = [
  { language: 'en', width: 360 },
  { language: 'en', width: 1280 },
  { language: 'sw', width: 1280 },
];

/**
 * What an editor's new article would change is left out, so that committing a post never turns
 * the suite red: the blog list (the layout test and the contact sheet still look at it), and the
 * search page is looked at in its no-results state, which no article can alter.
 */
const templates: readonly PageTemplate[] = pageTemplates
  .filter((template) => template.name !== 'blog-list')
  .map((template) =>
    template.name === 'search'
      ? { ...template, paths: Object.fromEntries(Object.entries(template.paths).map(([language, path]) => [language, path.replace(/\?q=.*$/, '?q=zzqxj')])) }
      : template,
  );

/**
 * Waits until the page is what a visitor looks at: hydrated, with no part still loading (the
 * demo's panel says it is busy while its code arrives), and the images and fonts of the part of
 * the page in the picture there.
 */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  // An island marks itself busy in the render after its own hydration: two frames later it has.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async (bottom) => {
    const pending = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < bottom);
    for (const image of pending) image.loading = 'eager';
    const loaded = (image: HTMLImageElement) =>
      new Promise((done) => {
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
      });
    await Promise.race([Promise.all(pending.map(loaded)), new Promise((done) => setTimeout(done, 5_000))]);
    await document.fonts.ready;
  }, screenHeight * screens);
}

test.describe('each page template looks as its committed picture @once', () => {
  // A page, its images and two agreeing pictures: more than the default when the machine is busy.
  test.describe.configure({ timeout: 60_000 });

  for (const template of templates) {
    for (const { language, width } of views) {
      const path = template.paths[language];
      if (!path) continue;
      test(`${template.name} in ${language} at ${width} px (${path})`, async ({ page }) => {
        await page.setViewportSize({ width, height: screenHeight });
        await page.goto(path);
        await settled(page);
        const height = Math.min(screenHeight * screens, await page.evaluate(() => document.documentElement.scrollHeight));
        await expect(page).toHaveScreenshot(`${template.name}-${language}-${width}.png`, {
          fullPage: true,
          clip: { x: 0, y: 0, width, height },
          scale: 'css',
          animations: 'disabled',
          caret: 'hide',
          // The copyright line ends with the current year.
          mask: [page.getByRole('contentinfo').getByText('©')],
          // Per pixel, a colour distance of 0.1 rather than Playwright's 0.2: at 0.2 the brand green
          // turned to a blue of the same lightness counts as no change at all. Beyond it, 0.1% of the
          // picture may differ (2,048 pixels at 1280 x 1600): less than one recoloured button.
          threshold: 0.1,
          maxDiffPixelRatio: 0.001,
          // Two pictures in a row must agree; on a busy machine each takes longer.
          timeout: 20_000,
        });
      });
    }
  }
});
