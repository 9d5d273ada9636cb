import type { Browser, BrowserContext, Page } from '@playwright/test';
import { launchOptions } from '../../playwright.config';
import { offlineLeadsCopy } from '@/lib/content/offline-leads';
import { offlineLeadsKey } from '@/lib/offline/leads/storage-key';
import { expect, test, waitForHydration } from '../support/test';
import { contactForm, fillContact, typedContact } from '../support/contact-form';
import { unique } from '../support/fake-upstream';
import { bed, deliveries, publicOrigin, send } from './support/bed';

// A contact lead written in Chromium's own offline mode, on the public name through nginx, the
// two instances and the outbox: it is said, kept in the form, and delivered exactly once when
// the connection returns, on the same page or on the next visit. The mail API here ignores
// Idempotency-Key (every request it accepts is a mail), so "once" is the site's own doing: the
// kept lead goes again with the same body, hence the same submission id.

test.use({ launchOptions });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function visitor(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ proxy: { server: bed().front } });
}

async function mailApiKeys(keys: 'honour' | 'ignore'): Promise<void> {
  expect((await send(`${bed().upstream}/__idempotency`, { json: { keys } })).status).toBe(200);
}

/** Fills the home page's contact form and sends it without a connection. */
async function sendOffline(context: BrowserContext, page: Page, message: string) {
  await page.goto(`${publicOrigin}/ke#contact`);
  await waitForHydration(page);
  const typed = typedContact({ message });
  await fillContact(page, typed);
  // What a send without a connection needs is fetched once the visitor is on the form.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, offlineLeadsCopy.saved)).toBeVisible();
  await expect(contactForm(page).getByLabel('Project details')).toHaveValue(message);
  await expect(contactForm(page).getByLabel('Email address')).toHaveValue(typed.email);
  return typed;
}

test.beforeEach(async () => {
  await mailApiKeys('ignore');
});

test.afterEach(async () => {
  await mailApiKeys('honour');
});

test('a contact lead sent offline is delivered exactly once when the connection returns on the same page', async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  const message = `offline same page ${unique()}`;
  await sendOffline(context, page, message);
  await page.waitForTimeout(1_000);
  expect(await deliveries(message)).toHaveLength(0);

  await context.setOffline(false);
  await expect(toast(page, offlineLeadsCopy.delivered)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await deliveries(message)).length).toBe(1);
  await expect(contactForm(page).getByLabel('Project details')).toHaveValue('');
  // The page stays open past the next retry: nothing more goes out.
  await page.waitForTimeout(6_000);
  expect(await deliveries(message)).toHaveLength(1);
  await context.close();
});

test('a contact lead sent offline from a page then closed is delivered exactly once on the next visit, even with two tabs opened at once', async ({
  browser,
}) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  const message = `offline next visit ${unique()}`;
  await sendOffline(context, page, message);
  await page.close();
  await context.setOffline(false);

  // Two pages of the site opened together both find the kept lead and both send it.
  const [about, products] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([about.goto(`${publicOrigin}/ke/about`), products.goto(`${publicOrigin}/ke/products`)]);
  // Whichever tab sent it says so.
  const told = async () => (await toast(about, offlineLeadsCopy.delivered).count()) + (await toast(products, offlineLeadsCopy.delivered).count());
  await expect.poll(told, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await deliveries(message)).length).toBe(1);
  await expect.poll(() => about.evaluate((key) => localStorage.getItem(key), offlineLeadsKey)).toBeNull();
  await about.waitForTimeout(3_000);
  expect(await deliveries(message)).toHaveLength(1);
  await context.close();
});
