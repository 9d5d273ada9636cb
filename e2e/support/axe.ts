import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.2 A and AA plus best practices) and fails with a readable list. Only the
 * violations are asked for in detail: axe otherwise describes every element that passed each rule,
 * and building and sending that report back is much of a run's time on a long page.
 *
 * In the page itself (axe's "legacy" mode): by default the library opens a second, blank page to
 * merge the results of each frame, which cost about 1.7 s of a 2.5 s run here whatever the rules.
 * The site's pages have no frames to merge (each run checks, and fails on a frame); the rules and their
 * results are the same.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await page.locator('iframe, frame').count(), `frames on ${page.url()}, which axe in the page itself would not check`).toBe(0);
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
