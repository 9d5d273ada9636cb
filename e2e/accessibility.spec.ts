import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { pageHref } from '@/lib/routes';
import { languageSwitcherCopy as swahiliSwitcher } from '@/lib/content/sw/language';
import { expectNoAxeViolations } from './support/axe';
import { menuButton } from './support/header';
import { activate, expectDialogKeyboardContract, expectFocusVisible, fillByKeyboard, tabOnceTo, tabTo } from './support/keyboard';
import * as englishSearch from '@/lib/content/search';

// Every control reachable and usable from the keyboard, focus always visible, menus and
// colours checked by axe while open, and motion that stops for visitors who ask it to.
// (axe over every closed page is in every-page.spec.ts.) One form and one dialog are walked too:
// the airtime purchase and its modal.

const banner = (page: Page) => page.getByRole('banner');
const headerButton = (page: Page, name: string | RegExp) => menuButton(banner(page), name);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the first Tab offers a visible skip link that moves focus to the content', async ({ page }) => {
  await page.goto(pageHref('ke', 'about'));
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabOnceTo(page, skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('desktop header from the keyboard @desktop-only', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(pageHref('ke', 'about'));
  });

  test('Products and its Personal submenu open, walk and close in order', async ({ page }) => {
    const products = headerButton(page, 'Products');
    await activate(page, products);
    await expect(products).toHaveAttribute('aria-expanded', 'true');

    // Every product link in order, each with a visible focus ring, then the Personal button.
    for (const name of [/Payments Infrastructure/, /Cross-Border Remittances/, /Automated Reconciliation/, /Mobile App/, /^Shop/]) {
      await tabOnceTo(page, mainNav(page).getByRole('link', { name }));
    }
    const personal = headerButton(page, 'Personal');
    await tabOnceTo(page, personal);
    await page.keyboard.press('Space');
    await expect(personal).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Airtime', 'Electricity', 'Wifi']) {
      await tabOnceTo(page, mainNav(page).getByRole('link', { name, exact: true }));
    }

    // Escape closes the innermost menu first, each time handing focus back to its button.
    await page.keyboard.press('Escape');
    await expect(personal).toHaveAttribute('aria-expanded', 'false');
    await expect(personal).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
  });

  test('an open menu closes once focus moves on past its last link', async ({ page }) => {
    const developers = headerButton(page, 'Developers');
    await activate(page, developers, ' ');
    await expect(developers).toHaveAttribute('aria-expanded', 'true');
    await tabOnceTo(page, mainNav(page).getByRole('link', { name: /Overview/ }));
    await tabOnceTo(page, mainNav(page).getByRole('link', { name: /Documentation/ }));
    await tabOnceTo(page, mainNav(page).getByRole('link', { name: 'About', exact: true }));
    await expect(developers).toHaveAttribute('aria-expanded', 'false');
  });

  test('the search, the language link, the country switcher, Login and Get Started are reached in order after the menus', async ({ page }) => {
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Blog', exact: true }));
    await tabOnceTo(page, banner(page).locator('input[name="q"]'));
    await tabOnceTo(page, banner(page).getByRole('button', { name: englishSearch.searchControlCopy.submit }));
    await tabOnceTo(page, banner(page).getByRole('link', { name: swahiliSwitcher.linkHere }));
    await tabOnceTo(page, headerButton(page, /Country: Kenya/));
    await tabOnceTo(page, banner(page).getByRole('link', { name: /^Login/ }));
    await tabOnceTo(page, banner(page).getByRole('link', { name: /^Get Started/ }));
  });
});

test.describe('country switcher from the keyboard', () => {
  test('opens, shows the current country, and Enter on another opens that market', async ({ page }) => {
    await page.goto(pageHref('ke', 'home'));
    const switcher = headerButton(page, /Country: Kenya/);
    await activate(page, switcher);
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    const kenya = banner(page).getByRole('link', { name: 'Kenya' });
    await tabOnceTo(page, kenya);
    await expect(kenya).toHaveAttribute('aria-current', 'true');

    await tabOnceTo(page, banner(page).getByRole('link', { name: 'Uganda' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ug$/);
    await expect(headerButton(page, /Country: Uganda/)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it and leaves focus on the switcher', async ({ page }) => {
    await page.goto(pageHref('ke', 'blog'));
    const switcher = headerButton(page, /Country: Kenya/);
    await activate(page, switcher);
    await tabTo(page, banner(page).getByRole('link', { name: 'Tanzania' }));
    await page.keyboard.press('Escape');
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await expect(switcher).toBeFocused();
    await expectFocusVisible(switcher);
  });
});

test.describe('mobile menu from the keyboard @mobile-only', () => {
  test('the hamburger opens, its groups expand one at a time, and a link is followed', async ({ page }) => {
    await page.goto(pageHref('ke', 'home'));
    const menu = headerButton(page, 'Menu');
    await activate(page, menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Main' });

    const products = menuButton(mobileNav, 'Products');
    await tabOnceTo(page, products);
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await tabOnceTo(page, mobileNav.getByRole('link', { name: /Payments Infrastructure/ }));

    const developers = menuButton(mobileNav, 'Developers');
    await tabTo(page, developers);
    await page.keyboard.press('Space');
    await expect(developers).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    await tabOnceTo(page, mobileNav.getByRole('link', { name: /Overview/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pageHref('ke', 'developers')}$`));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('tabbing past the last item closes the menu; Escape closes it with focus on the hamburger', async ({ page }) => {
    await page.goto(pageHref('ke', 'about'));
    const menu = headerButton(page, 'Menu');
    await activate(page, menu);
    const mobileNav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, mobileNav.getByRole('link', { name: /^Get Started/ }));
    await page.keyboard.press('Tab');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await tabTo(page, menu, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

// axe over every page (every-page.spec.ts) sees the menus closed; these check them open.
test.describe('open menus pass axe, colour contrast included', () => {
  test('Products with its Personal submenu @desktop-only', async ({ page }) => {
    await page.goto(pageHref('ke', 'about'));
    await activate(page, headerButton(page, 'Products'));
    await tabTo(page, headerButton(page, 'Personal'));
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page, 'header');
  });

  test('Developers @desktop-only', async ({ page }) => {
    await page.goto(pageHref('ke', 'about'));
    await activate(page, headerButton(page, 'Developers'));
    await expectNoAxeViolations(page, 'header');
  });

  test('the country switcher', async ({ page }) => {
    await page.goto(pageHref('ke', 'about'));
    await activate(page, headerButton(page, /Country: Kenya/));
    await expectNoAxeViolations(page, 'header');
  });

  test('the mobile menu with a group expanded @mobile-only', async ({ page }) => {
    await page.goto(pageHref('ke', 'about'));
    await activate(page, headerButton(page, 'Menu'));
    await tabTo(page, menuButton(page.getByRole('navigation', { name: 'Main' }), 'Products'));
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page, 'header');
  });
});

/** The longest transition and animation on the page, in ms, with the element that has it. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const milliseconds = (value: string) =>
      Math.max(0, ...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000)));
    let longest = { ms: 0, element: '(none)' };
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const ms = Math.max(milliseconds(style.transitionDuration), style.animationName === 'none' ? 0 : milliseconds(style.animationDuration));
        if (ms > longest.ms) longest = { ms, element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}${pseudo ?? ''}` };
      }
    }
    return { ...longest, scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior };
  });
}

test.describe('prefers-reduced-motion', () => {
  test('without the preference, buttons and menus do animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(pageHref('ke', 'home'));
    const motion = await longestMotion(page);
    expect(motion.ms).toBeGreaterThan(50);
    expect(motion.scrollBehavior).toBe('smooth');
  });

  test('with it, every transition and animation is instant and scrolling jumps', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pageHref('ke', 'home'));
    await activate(page, headerButton(page, /Country: Kenya/));
    const motion = await longestMotion(page);
    // globals.css shortens every duration to 0.01ms: nothing a visitor could see move.
    expect(motion.ms, `longest motion on ${motion.element}`).toBeLessThan(1);
    expect(motion.scrollBehavior).toBe('auto');
  });
});

test.describe('a form and its dialog from the keyboard', () => {
  test('airtime: fill every field, buy with Enter, and the modal keeps focus until Escape', async ({ page }) => {
    const sent: unknown[] = [];
    await page.route('**/api/airtime', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 202, json: { ok: true, message: 'Prompt sent' } });
    });
    await page.goto(pageHref('ke', 'airtime'));
    const buy = page.getByRole('button', { name: 'Buy Airtime' });
    await expect(buy).toBeEnabled();

    const form = page.locator('main form');
    await fillByKeyboard(page, form, {
      'Your M-Pesa phone number': '0712 345 678',
      'Buy for another number': true,
      'Recipient phone number': '0722 000 000',
      'Amount (KES)': '50',
    });
    await expectDialogKeyboardContract(page, {
      name: /Request submitted|Check your phone|Waiting for confirmation|Transaction complete/,
      returnFocusTo: buy,
    });
    expect(sent).toEqual([{ phoneNumber: '254712345678', recipientPhone: '254722000000', amount: 50 }]);
  });
});
