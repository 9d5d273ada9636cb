import type { Locator } from '@playwright/test';

/**
 * A menu's button in the header: the <summary> of its <details>, so that it opens without
 * JavaScript. Browsers and axe take a <summary> for a button; Playwright's role queries do not
 * know it, hence this locator. Only the one on screen (the wide bar and the hamburger menu repeat
 * Products and Developers).
 */
export function menuButton(scope: Locator, name: string | RegExp): Locator {
  return scope.locator('summary').filter({ hasText: name }).filter({ visible: true });
}
