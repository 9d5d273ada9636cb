import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { site } from '@/lib/site';
import { menuButton } from './support/header';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const button = (page: Page, name: string | RegExp) => menuButton(page.getByRole('banner'), name);

test.describe('desktop header @desktop-only', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke/about');
  });

  test('the logo leads to the country home', async ({ page }) => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Kilele Pay.*home/ })
      .click();
    await expect(page).toHaveURL(/\/ke$/);
  });

  test('Products lists every product, with the Personal submenu going to airtime', async ({ page }) => {
    await button(page, 'Products').click();
    await expect(button(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: /Payments Infrastructure/ })).toHaveAttribute('href', '/ke/product/payment-infrastructure');
    for (const [name, href] of [
      [/Cross-Border Remittances/, site.external.remittance],
      [/Automated Reconciliation/, site.external.reconciliation],
      [/^Shop/, site.external.shop],
    ] as const) {
      const link = nav.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(nav.getByRole('link', { name: /Mobile App/ })).toContainText('Coming soon');

    await button(page, 'Personal').click();
    for (const name of ['Airtime', 'Electricity', 'Wifi']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/ke/airtime');
    }
    await nav.getByRole('link', { name: 'Electricity', exact: true }).click();
    await expect(page).toHaveURL(/\/ke\/airtime$/);
    await expect(button(page, 'Products')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Developers has Overview and Documentation; About and Blog are links', async ({ page }) => {
    await button(page, 'Developers').click();
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: /Overview/ })).toHaveAttribute('href', '/ke/developers');
    await expect(nav.getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', site.external.docs);
    await expect(nav.getByRole('link', { name: /Documentation/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/ke/about');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/ke/blog');
  });

  test('Login and Get Started open the dashboard in a new tab', async ({ page }) => {
    const banner = page.getByRole('banner');
    for (const [name, href] of [
      [/^Login/, site.external.login],
      [/^Get Started/, site.external.signUp],
    ] as const) {
      const link = banner.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('only one menu is open at a time, and Escape or a click outside closes it', async ({ page }) => {
    await button(page, 'Products').click();
    await button(page, 'Developers').click();
    await expect(button(page, 'Products')).toHaveAttribute('aria-expanded', 'false');
    await expect(button(page, 'Developers')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button(page, 'Developers')).toHaveAttribute('aria-expanded', 'false');
    await expect(button(page, 'Developers')).toBeFocused();

    await button(page, 'Products').click();
    await page.locator('main').click({ position: { x: 5, y: 300 } });
    await expect(button(page, 'Products')).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menus work from the keyboard alone', async ({ page }) => {
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab');
    await expect(button(page, 'Products')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: /Payments Infrastructure/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ke\/product\/payment-infrastructure$/);
  });

  test('the header stays at the top while the page scrolls', async ({ page }) => {
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('country switcher', () => {
  test('choosing a country closes the switcher and opens that country', async ({ page }) => {
    await page.goto('/ke');
    await button(page, /Country: Kenya/).click();
    const uganda = page.getByRole('banner').getByRole('link', { name: 'Uganda' });
    await uganda.click();
    await expect(page).toHaveURL(/\/ug$/);
    await expect(button(page, /Country: Uganda/)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Uganda');

    await button(page, /Country: Uganda/).click();
    await page.getByRole('banner').getByRole('link', { name: 'Kenya' }).click();
    await expect(page).toHaveURL(/\/ke$/);
  });

  test('the selected country follows the first path segment', async ({ page }) => {
    await page.goto('/tz/blog/anything');
    await expect(button(page, /Country: Tanzania/)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Kilele Pay.*home/ })).toHaveAttribute('href', '/tz');
  });

  test('shows the flag image, or the emoji when the image cannot load', async ({ page }) => {
    await page.goto('/ke');
    const switcher = button(page, /Country: Kenya/);
    await expect(switcher.locator('img')).toHaveAttribute('src', '/images/flags/ke.svg');
    await expect.poll(() => switcher.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.route('**/images/flags/**', (route) => route.abort());
    await page.goto('/ug');
    const failed = button(page, /Country: Uganda/);
    await expect(failed.getByTestId('flag-emoji')).toHaveText('🇺🇬');
    await expect(failed.locator('img')).toHaveCount(0);
  });
});

test.describe('mobile menu @mobile-only', () => {
  test('the hamburger opens collapsible groups, one open at a time', async ({ page }) => {
    await page.goto('/ke');
    await expect(mainNav(page)).toBeHidden();
    const menu = button(page, 'Menu');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Main' });

    await menuButton(mobileNav, 'Products').click();
    await expect(mobileNav.getByRole('link', { name: 'Wifi', exact: true })).toHaveAttribute('href', '/ke/airtime');
    await menuButton(mobileNav, 'Developers').click();
    await expect(menuButton(mobileNav, 'Products')).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav.getByRole('link', { name: 'Wifi', exact: true })).toBeHidden();
    await expect(mobileNav.getByRole('link', { name: /Overview/ })).toBeVisible();

    const getStarted = mobileNav.getByRole('link', { name: /Get Started/ });
    await expect(getStarted).toHaveAttribute('href', site.external.signUp);
    await expect(getStarted).toHaveAttribute('target', '_blank');

    await mobileNav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/ke\/about$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and returns focus to the hamburger', async ({ page }) => {
    await page.goto('/ke/blog');
    await button(page, 'Menu').click();
    await page.keyboard.press('Escape');
    await expect(button(page, 'Menu')).toHaveAttribute('aria-expanded', 'false');
    await expect(button(page, 'Menu')).toBeFocused();
  });
});
