import { expect, test } from '@playwright/test';
import { allPages } from './support/routes';

// An image a phone shows on arrival must not wait for lazy loading: the browser starts a lazy
// image only after layout, so on a slow connection it paints last, and when it is the largest
// element it is the page's Largest Contentful Paint (on /ke/products it was: 2.6 s, against
// 1.6 s for the text, under real Slow 4G throttling).
//
// Phones only, on purpose: on a wide screen a grid's second and third cards are in the first
// screen too, and they stay lazy. Loading them at once would spend a phone's slow connection on
// images below its first screen; on the wide screen they start after the first layout instead.

for (const path of allPages) {
  test(`${path}: no image in a phone's first screen is lazy-loaded @mobile-only`, async ({ page }) => {
    await page.goto(path);
    const lazyInView = await page.locator('img').evaluateAll((images) =>
      images
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const inView = box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
          return inView && image.checkVisibility() && image.getAttribute('loading') === 'lazy';
        })
        .map((image) => image.getAttribute('src')),
    );
    expect(lazyInView).toEqual([]);
  });
}
