import { expect, test } from './support/test';
import { allPages } from './support/routes';

// The largest thing a phone shows on arrival (its Largest Contentful Paint) must come with the
// HTML. An image of its own is a separate request that shares a slow connection with the
// framework's scripts and paints last: the words are there, the largest thing is not. So on a
// phone the largest paint is text, or a drawing written into the page (the home hero, an
// article's cover), never an image file.
//
// And no image in a phone's first screen is lazy-loaded: the browser starts a lazy image only
// after layout, so on a slow connection it paints last (on /ke/products it was the largest
// element: 2.6 s against 1.6 s for the text, under real Slow 4G throttling).
//
// Phones only, on purpose: on a wide screen a grid's second and third cards are in the first
// screen too, and they stay lazy. Loading them at once would spend a phone's slow connection on
// images below its first screen; on the wide screen they start after the first layout instead.

for (const path of allPages) {
  test(`${path}: a phone's largest paint needs no request of its own, and no first-screen image is lazy @mobile-only`, async ({ page }) => {
    await page.goto(path);
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
    expect(largestPaint.tag, 'the page reported a largest paint').not.toBe('');
    expect(largestPaint.url, `the largest paint is <${largestPaint.tag}>, an image file`).toBe('');

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
