import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * A visitor without a mouse: Tab, Shift+Tab, Enter, Space and Escape only. Each helper fails
 * with the path focus took, so a broken focus order reads as what the visitor met.
 */

/** "button “Products”", "link “About”", … for the element that has focus. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing)';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${role} “${name}”`;
  });
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  await expect(target, 'the element to reach exists, once').toHaveCount(1);
  const path: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    path.push(await describeFocus(page));
  }
  if (await isFocused(target)) return;
  throw new Error(`${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}; focus went:\n  ${path.join('\n  ')}`);
}

/** One Tab (or Shift+Tab), after which `target` must have focus, with a visible focus ring. */
export async function tabOnceTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  await expect(target, `focus is on ${await describeFocus(page)}`).toBeFocused();
  await expectFocusVisible(target);
}

/** The focused element shows where focus is: it matches :focus-visible and draws an outline or ring. */
export async function expectFocusVisible(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible, `${target} matches :focus-visible`).toBe(true);
  expect(ring.outline || ring.shadow, `${target} draws a focus outline or ring`).toBe(true);
}

/** Moves focus to `target` with Tab, then presses `key` on it (Enter for links, Enter or Space for buttons). */
export async function activate(page: Page, target: Locator, key: 'Enter' | ' ' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await expectFocusVisible(target);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
}

/**
 * Fills a form by the keyboard alone: Tab to each field by its label and type. A select takes
 * the option's label through the browser's type-ahead; a checkbox is toggled with Space.
 * `values` follow the tab order of the form.
 */
export async function fillByKeyboard(page: Page, form: Locator, values: Record<string, string | boolean>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    await tabTo(page, field);
    await expectFocusVisible(field);
    const kind = await field.evaluate((element) => (element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase()));
    if (typeof value === 'boolean') {
      if ((await field.isChecked()) !== value) await page.keyboard.press('Space');
      continue;
    }
    if (kind === 'select') {
      await page.keyboard.type(value);
      await expect(field.locator('option:checked')).toHaveText(value);
      continue;
    }
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
    await expect(field).toHaveValue(value);
  }
}

export interface DialogWalk {
  /** The dialog's accessible name. */
  name: string | RegExp;
  /** Where focus must land when the dialog closes: the control that opened it. */
  returnFocusTo: Locator;
  /** A keyboard action that opens the dialog; by default Tab to `returnFocusTo` and press Enter. */
  open?: () => Promise<void>;
}

/**
 * The modal contract from the keyboard: focus moves into
 * the dialog, Tab and Shift+Tab never reach the page behind it, Escape closes it, and focus
 * returns to the control that opened it.
 */
export async function expectDialogKeyboardContract(page: Page, { name, returnFocusTo, open }: DialogWalk): Promise<void> {
  await (open ? open() : activate(page, returnFocusTo));
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInside, 'focus moves into the dialog').toBe(true);

  const stops = await dialog.evaluate(
    (element) => element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press(key);
      // Past the last control focus may leave the document for the browser's own UI (nothing
      // focused here); it must never land on the page behind the dialog.
      const outside = await dialog.evaluate((element) => {
        const active = document.activeElement;
        return active !== null && active !== document.body && !element.contains(active);
      });
      expect(outside, `after ${press + 1} × ${key}, focus is on ${await describeFocus(page)}, behind the dialog`).toBe(false);
    }
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(returnFocusTo, 'focus returns to the control that opened the dialog').toBeFocused();
}
