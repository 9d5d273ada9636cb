import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { launchOptions } from '../../playwright.config';
import { expect, test, waitForHydration } from '../support/test';
import { contactForm, fillContact, typedContact } from '../support/contact-form';
import { unique } from '../support/fake-upstream';
import { bed, publicOrigin, send } from './support/bed';

// People, not scripts: a real browser on the public name (through nginx as its proxy, so that
// the page, its Origin and the forwarded host are what a visitor's are) sends its lead
// without JavaScript, with the keyboard only, and filled as autofill fills (name, email,
// phone): every one is delivered, none is taken for a bot. And a page whose build is gone
// still delivers.

test.use({ launchOptions });

async function deliveries(needle: string): Promise<{ key: string | null; text: string }[]> {
  const all: { key: string | null; text: string }[] = JSON.parse((await send(`${bed().upstream}/__deliveries`)).text);
  return all.filter((entry) => entry.text.includes(needle));
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const honeypot = 'kp_q7x_ref';

/** Sets each field whose autocomplete is a key of `values` in one task, as a browser's autofill does. */
async function autofill(form: Locator, values: Record<string, string>): Promise<void> {
  await form.evaluate((element, entries) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [token, value] of entries) {
      const input = element.querySelector(`input[autocomplete="${token}"]`);
      if (!(input instanceof HTMLInputElement) || !setValue) throw new Error(`no ${token} field`);
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, Object.entries(values));
}

async function visitor(browser: Browser, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ proxy: { server: bed().front }, javaScriptEnabled });
}

test('without JavaScript, a lead is received: 303 to the page receipt, and a reload posts nothing', async ({ browser }) => {
  const context = await visitor(browser, false);
  const page = await context.newPage();
  await page.goto(`${publicOrigin}/ke`);
  const typed = typedContact({ message: `no-js ${unique()}` });
  await fillContact(page, typed);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(`${publicOrigin}/ke#contact-received`);
  await expect(page.getByText('Your message has been sent successfully')).toBeVisible();
  await expect.poll(async () => (await deliveries(typed.message)).length).toBe(1);
  await page.reload();
  await expect(page.getByText('Your message has been sent successfully')).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await deliveries(typed.message)).toHaveLength(1);
  await context.close();
});

test('with the keyboard only, a lead is delivered once', async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(`${publicOrigin}/ke`);
  await waitForHydration(page);
  const typed = typedContact({ message: `keyboard ${unique()}` });
  await contactForm(page).getByLabel('Full name').focus();
  await page.keyboard.type(typed.fullname);
  for (const value of [typed.email, typed.company, typed.phone]) {
    await page.keyboard.press('Tab');
    // The phone field has a hint, not a stop: every Tab lands on the next control.
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type(typed.message);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Your message has been sent successfully')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await deliveries(typed.message)).length).toBe(1);
  await context.close();
});

test('filled as autofill fills it (name, email, phone at once), every form delivers: no person is taken for a bot', async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(`${publicOrigin}/ke`);
  await waitForHydration(page);
  const typed = typedContact({ message: `autofill ${unique()}` });
  // Autofill fills the fields whose autocomplete names a person's data, and only those, all in
  // one go: each value set as the browser sets it, with its input and change events.
  const form = contactForm(page);
  await autofill(form, { name: typed.fullname, email: typed.email, organization: typed.company, tel: typed.phone });
  await expect(form.locator(`[name="${honeypot}"]`)).toHaveValue('');
  await form.getByLabel('What are you interested in?').selectOption(typed.subject);
  await form.getByLabel('Project details').fill(typed.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Your message has been sent successfully')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await deliveries(typed.message)).length).toBe(1);

  const subscriber = `autofill-${unique()}@example.co.ke`;
  const newsletter = page.getByRole('form', { name: 'Stay Updated' });
  await autofill(newsletter, { email: subscriber });
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(async () => (await deliveries(subscriber)).length).toBe(1);

  await page.goto(`${publicOrigin}/ug`);
  await waitForHydration(page);
  const waiting = `notify-${unique()}@example.co.ke`;
  await autofill(page.locator('main form'), { email: waiting });
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(async () => (await deliveries(waiting)).length).toBe(1);
  await context.close();
});

test('a page from a build that is gone still delivers: its scripts and chunks no longer load, the form posts itself', async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(`${publicOrigin}/ke`);
  await waitForHydration(page);
  // The deploy: every file of the page's build is gone (404), as after a rebuild. The form's
  // on-demand checks can no longer load; the form and its route have no build-specific address.
  await page.route('**/_next/static/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const typed = typedContact({ message: `old build ${unique()}` });
  await fillContact(page, typed);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(`${publicOrigin}/ke#contact-received`);
  await expect(page.getByText('Your message has been sent successfully')).toBeVisible();
  await expect.poll(async () => (await deliveries(typed.message)).length).toBe(1);
  await context.close();
});
