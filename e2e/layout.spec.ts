import { expect, test } from './support/test';
import { localizedHref } from '@/lib/i18n/locales';
import { offlinePath, searchPath } from '@/lib/routes';
import { layoutFaults, layoutWidths, resizeTo } from './support/layout';
import { allPages } from './support/routes';

// Every page as a visitor sees it at the widths people use, from a 320 px phone to a 1440 px
// desktop, in both languages: never wider than the screen, every header control on screen, no
// header label broken over two lines, touch targets of at least 24 × 24 px on phones.
//
// Each page is opened once, at the narrowest width, and resized through the others: its layout is
// CSS alone (no script of the site reads the screen's size), so a resized page lays out as one
// opened at that width, and one load per page instead of one per width keeps the run short. The
// pages are checked in a few groups, so that the groups run side by side.

const extraPages = (['en', 'sw'] as const).flatMap((locale) => [
  `${localizedHref(`/ke${searchPath}`, locale)}?q=mpesa`,
  localizedHref(`/ke${offlinePath}`, locale),
  // A missing file answers with the 404 page of its address's language.
  localizedHref('/ke/no-such-file.pdf', locale),
]);
const paths = [...allPages, ...extraPages];

const groups = 6;
const groupSize = Math.ceil(paths.length / groups);

for (let group = 0; group < groups; group += 1) {
  const inGroup = paths.slice(group * groupSize, (group + 1) * groupSize);
  if (inGroup.length === 0) continue;
  test(`pages ${group * groupSize + 1}–${group * groupSize + inGroup.length} of ${paths.length} fit every width from ${layoutWidths[0]} to ${layoutWidths.at(-1)} px @once`, async ({
    page,
  }) => {
    // Well under a minute a group on a quiet machine; far more on a busy one.
    test.setTimeout(600_000);
    for (const path of inGroup) {
      await page.setViewportSize({ width: layoutWidths[0], height: 800 });
      await page.goto(path);
      for (const width of layoutWidths) {
        await resizeTo(page, width);
        // Each page and width on its own, so that a failure lists every page and what is wrong there.
        expect.soft(await layoutFaults(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });
}
