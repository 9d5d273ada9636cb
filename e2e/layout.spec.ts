import { expect, test } from './support/test';
import { localizedHref } from '@/lib/i18n/locales';
import { offlinePath, searchPath } from '@/lib/routes';
import { layoutFaults, layoutWidths } from './support/layout';
import { allPages } from './support/routes';

// Every page as a visitor sees it at the widths people use, from a 320 px phone to a 1440 px
// desktop, in both languages: never wider than the screen, every header control on screen, no
// header label broken over two lines, touch targets of at least 24 × 24 px on phones. One page
// per width, reused for every address, so that the whole run takes a few minutes.

const extraPages = (['en', 'sw'] as const).flatMap((locale) => [
  `${localizedHref(`/ke${searchPath}`, locale)}?q=mpesa`,
  localizedHref(`/ke${offlinePath}`, locale),
  // A missing file answers with the 404 page of its address's language.
  localizedHref('/ke/no-such-file.pdf', locale),
]);
const paths = [...allPages, ...extraPages];

for (const width of layoutWidths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`every page fits a ${width} px screen @once`, async ({ page }) => {
      // About a minute for all the pages on a quiet machine; far more on a busy one.
      test.setTimeout(600_000);
      for (const path of paths) {
        await page.goto(path);
        // Each page on its own, so that a failure lists every page and what is wrong there.
        expect.soft(await layoutFaults(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  });
}
