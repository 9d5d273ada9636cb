import { devices, expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { menuButton } from './support/header';

// A phone on a slow link gets the page's HTML seconds before its scripts, and some visitors have
// no JavaScript at all: the header's menus, the hamburger and the country switcher are <details>
// elements that open and lead on from the HTML alone, and the footer links every market.

const phone = { viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true };
const banner = (page: Page) => page.getByRole('banner');
const summary = (page: Page, name: string | RegExp) => menuButton(banner(page), name);
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Where a link of the hamburger menu sits: in a group (its position there) or at the top. */
interface MenuLink {
  group: string | null;
  index: number;
  href: string;
}

/** The links of the hamburger menu outside its groups. */
const topLevelLinks = ['About', 'Blog'];

/** A group of the hamburger menu: its <details>. */
const menuGroup = (page: Page, group: string) =>
  mobileNav(page)
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: group }) });

/** Every link of the hamburger menu that stays on the site. */
async function mobileMenuLinks(page: Page): Promise<MenuLink[]> {
  await summary(page, 'Menu').click();
  const links: MenuLink[] = [];
  for (const group of ['Products', 'Developers']) {
    await menuButton(mobileNav(page), group).click();
    const hrefs = await menuGroup(page, group)
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    hrefs.forEach((href, index) => {
      if (href.startsWith('/')) links.push({ group, index, href });
    });
  }
  for (const [index, name] of topLevelLinks.entries()) {
    const href = (await mobileNav(page).getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
    links.push({ group: null, index, href });
  }
  return links;
}

/** Opens the hamburger (and the link's group), taps the link and checks where it led. */
async function followMobileLink(page: Page, { group, index, href }: MenuLink) {
  await page.goto('/ke', { waitUntil: 'domcontentloaded' });
  await expect(mobileNav(page)).toBeHidden();
  await summary(page, 'Menu').click();
  await expect(mobileNav(page)).toBeVisible();
  let link;
  if (group) {
    await menuButton(mobileNav(page), group).click();
    link = menuGroup(page, group).getByRole('link').nth(index);
  } else {
    link = mobileNav(page).getByRole('link', { name: topLevelLinks[index], exact: true });
  }
  await expect(link).toBeVisible();
  await link.click();
  // A full page load on a busy machine, its scripts possibly held: more than the default wait.
  await expect
    .poll(
      () => {
        const url = new URL(page.url());
        return `${url.pathname}${url.hash}`;
      },
      { timeout: 15_000 },
    )
    .toBe(href);
}

async function switchToUganda(page: Page) {
  await page.goto('/ke', { waitUntil: 'domcontentloaded' });
  const uganda = banner(page).getByRole('link', { name: 'Uganda' });
  await expect(uganda).toBeHidden();
  await summary(page, /Country: Kenya/).click();
  await uganda.click();
  await expect(page).toHaveURL(/\/ug$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Uganda');
}

test.describe('on a phone with JavaScript off @no-js', () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test('the hamburger opens, and every link of its menu leads to its page', async ({ page }) => {
    await page.goto('/ke');
    const links = await mobileMenuLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) await followMobileLink(page, link);
  });

  test('the country switcher reaches Uganda', async ({ page }) => {
    await switchToUganda(page);
  });

  test('the footer links every market', async ({ page }) => {
    await page.goto('/ke/about');
    const markets = page.getByRole('contentinfo').getByRole('navigation', { name: 'Markets' });
    for (const [name, href] of [
      ['Kenya', '/ke'],
      ['Uganda', '/ug'],
      ['Tanzania', '/tz'],
    ] as const) {
      await expect(markets.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await markets.getByRole('link', { name: 'Tanzania' }).click();
    await expect(page).toHaveURL(/\/tz$/);
  });
});

/** Holds every JavaScript file of the build for the rest of the test: the pages never hydrate. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  await page.route('**/_next/static/**/*.js', (route) => {
    held.push(route);
  });
  return held;
}

test.describe('on a phone before the scripts have loaded @mobile-only', () => {
  // One link of each group and one at the top level, each from a page whose scripts never come.
  for (const [group, index] of [
    ['Products', 0],
    ['Developers', 0],
    [null, 1],
  ] as const) {
    test(`the hamburger opens and a link ${group ? `of ${group}` : 'at its top level'} leads on`, async ({ page }) => {
      const held = await holdScripts(page);
      await page.goto('/ke', { waitUntil: 'domcontentloaded' });
      const link = (await mobileMenuLinks(page)).find((each) => each.group === group && each.index === index);
      expect(link, 'the menu has that link').toBeDefined();
      if (link) await followMobileLink(page, link);
      expect(held.length).toBeGreaterThan(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    });
  }

  test('the country switcher reaches Uganda', async ({ page }) => {
    const held = await holdScripts(page);
    await switchToUganda(page);
    expect(held.length).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
});
