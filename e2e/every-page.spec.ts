import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { headerToggle, watchViolations } from './support/policy';
import { legalLinks as englishLegal } from '@/lib/content/navigation';
import { legalLinks as swahiliLegal } from '@/lib/content/sw/navigation';
import { allPages } from './support/routes';

// Every route a visitor can land on, opened once in each project, and everything that must hold
// on each page checked on that one visit (a page load costs far more than a check):
// - the frame: header, one main region with one top heading, the footer with the legal links in
//   the page's language, and no accessibility violation (axe);
// - the Content-Security-Policy at work: the page loads and hydrates (and marks the moment) with no
//   violation, and its header menu (hamburger or Products), which answers only once React runs, opens;
// - on a phone, the first screen (below).

const isSwahili = (path: string) => /^\/[a-z]{2}\/sw(\/|$)/.test(path);

/**
 * The largest thing a phone shows on arrival (its Largest Contentful Paint) must come with the
 * HTML. An image of its own is a separate request that shares a slow connection with the
 * framework's scripts and paints last: the words are there, the largest thing is not. So on a
 * phone the largest paint is text, or a drawing written into the page (the home hero, an
 * article's cover), never an image file.
 *
 * And no image in a phone's first screen is lazy-loaded: the browser starts a lazy image only
 * after layout, so on a slow connection it paints last (on /ke/products it was the largest
 * element: 2.6 s against 1.6 s for the text, under real Slow 4G throttling).
 *
 * Phones only, on purpose: on a wide screen a grid's second and third cards are in the first
 * screen too, and they stay lazy. Loading them at once would spend a phone's slow connection on
 * images below its first screen; on the wide screen they start after the first layout instead.
 *
 * Read before any input or scroll: the browser stops looking for the largest paint at the first.
 */
async function expectPhoneFirstScreen(page: Page) {
  const largestPaint = await page.evaluate(
    () =>
      new Promise<{ url: string; tag: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const url = last && 'url' in last && typeof last.url === 'string' ? last.url : '';
          const tag = last && 'element' in last && last.element instanceof Element ? last.element.tagName.toLowerCase() : '';
          resolve({ url, tag });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect.soft(largestPaint.tag, 'the page reported a largest paint').not.toBe('');
  expect.soft(largestPaint.url, `the largest paint is <${largestPaint.tag}>, an image file`).toBe('');

  const lazyInView = await page.locator('img').evaluateAll((images) =>
    images
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
        return inView && image.checkVisibility() && image.getAttribute('loading') === 'lazy';
      })
      .map((image) => image.getAttribute('src')),
  );
  expect.soft(lazyInView, 'lazy images in the first screen').toEqual([]);
}

/** Header, main region, one top heading, and the footer with the legal links in the page's language. */
async function expectFrame(page: Page, path: string) {
  await expect.soft(page.getByRole('banner')).toBeVisible();
  await expect.soft(page.getByRole('main')).toBeVisible();
  await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect.soft(footer).toBeVisible();
  for (const { label } of isSwahili(path) ? swahiliLegal : englishLegal) {
    await expect.soft(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
}

// Each visit does the work of three page tests (axe the most of it): three tests' time.
test.describe.configure({ timeout: 90_000 });

for (const path of allPages) {
  test(`${path}: its frame without axe violations, no CSP violation while it hydrates and its menu opens, and a phone's first screen`, async ({
    page,
    isMobile,
  }) => {
    const violations = watchViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // It marks the moment React has hydrated it, which the tests and the bench wait for.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect.soft(violations, 'CSP violations while the page loaded').toEqual([]);
    if (isMobile) await expectPhoneFirstScreen(page);
    await expectFrame(page, path);
    await expectNoAxeViolations(page);

    const toggle = headerToggle(page, isMobile);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(violations).toEqual([]);
  });
}
