import { expect, test } from './support/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { offlineLeadsCopy as english } from '@/lib/content/offline-leads';
import { offlineLeadsCopy as swahili } from '@/lib/content/sw/offline-leads';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { offlineLeadsKey } from '@/lib/offline/leads/storage-key';
import { expectNoAxeViolations } from './support/axe';
import { contactForm, fillContact, typedContact } from './support/contact-form';
import { expectUpstreamReceived, unique, upstreamReceived } from './support/fake-upstream';

// A lead written without a connection (Chromium's own offline mode) says so in the page's
// language, keeps what was typed, and is delivered once when the connection returns: on the
// same page, or on the next visit to another page. The fake upstream counts the mails.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** The notice every page shows while a lead waits on the device. */
const keptNotice = (page: Page, words: { keptOnDevice: string }) => page.getByRole('region', { name: words.keptOnDevice });
/** The contact form in any language: the one that posts to /api/contact. */
const anyContactForm = (page: Page) => page.locator('form[action="/api/contact"]');

/** Gives the page time to fetch what a send without a connection needs (it starts when the form gets focus). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** What Send leaves in the fields: nothing is cleared while the lead waits. */
async function expectStillFilled(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
}

async function sendOffline(context: BrowserContext, page: Page, form: Locator) {
  await settle(page);
  await context.setOffline(true);
  await form.locator('button[type="submit"]').click();
}

test.describe('a lead written offline', () => {
  test.describe.configure({ mode: 'serial' });

  test('contact, in English: said, kept in the form, and delivered once when the connection returns on the same page', async ({ page, context, request }) => {
    await page.goto('/ke#contact');
    const typed = typedContact({ message: `Offline on the same page ${unique()}.` });
    await fillContact(page, typed);
    await sendOffline(context, page, contactForm(page));

    await expect(toast(page, english.saved)).toBeVisible();
    // The toast region is a live region: a screen reader hears it.
    await expect(page.locator('section[aria-live]')).toContainText(english.saved);
    await expectStillFilled(contactForm(page), typed);
    // Focus stays in the form: the visitor can correct or leave it as it is.
    expect(await page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('action') ?? document.activeElement?.tagName)).toBe('/api/contact');
    expect(await page.evaluate((key) => localStorage.getItem(key), offlineLeadsKey)).toContain(typed.email);
    expect(await upstreamReceived(request, typed.email)).toHaveLength(0);
    // While it waits, the page says it is on the device and offers to delete it.
    await expect(keptNotice(page, english)).toBeVisible();

    await context.setOffline(false);
    await expect(toast(page, english.delivered)).toBeVisible({ timeout: 15_000 });
    await expectUpstreamReceived(request, typed.email, 1);
    await expect(contactForm(page).getByLabel('Email address')).toHaveValue('');
    expect(await page.evaluate((key) => localStorage.getItem(key), offlineLeadsKey)).toBeNull();
    await expect(keptNotice(page, english)).toHaveCount(0);
    // Nothing more goes out once it is delivered.
    await page.waitForTimeout(6_000);
    expect(await upstreamReceived(request, typed.email)).toHaveLength(1);
  });

  test('contact, in Kiswahili: said in Kiswahili, and delivered once @once', async ({ page, context, request }) => {
    await page.goto('/ke/sw#contact');
    const form = anyContactForm(page);
    const email = `offline-sw-${unique()}@example.co.ke`;
    const values = {
      fullname: 'Wanjiru Kamau',
      email,
      company: 'Duka Bora Ltd',
      phone: '+254 712 345 678',
      message: 'Tunataka kupokea malipo ya M-Pesa kwenye tovuti yetu.',
    };
    for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('select[name="subject"]').selectOption({ index: 1 });
    await sendOffline(context, page, form);

    await expect(toast(page, swahili.saved)).toBeVisible();
    await expectStillFilled(form, values);
    await context.setOffline(false);
    await expect(toast(page, swahili.delivered)).toBeVisible({ timeout: 15_000 });
    await expectUpstreamReceived(request, email, 1);
  });

  test('contact: the page closed while offline, delivered once on the next visit to another page @once', async ({ page, context, request }) => {
    await page.goto('/ke#contact');
    const typed = typedContact({ message: `Offline, then the next visit ${unique()}.` });
    await fillContact(page, typed);
    await sendOffline(context, page, contactForm(page));
    await expect(toast(page, english.saved)).toBeVisible();
    await page.close();

    await context.setOffline(false);
    expect(await upstreamReceived(request, typed.email)).toHaveLength(0);
    const next = await context.newPage();
    await next.goto('/ke/about');
    await expect(toast(next, english.delivered)).toBeVisible({ timeout: 15_000 });
    await expectUpstreamReceived(request, typed.email, 1);
    expect(await next.evaluate((key) => localStorage.getItem(key), offlineLeadsKey)).toBeNull();

    // Another visit sends nothing more.
    await next.goto('/ke/products');
    await next.waitForTimeout(2_000);
    expect(await upstreamReceived(request, typed.email)).toHaveLength(1);
  });

  test('newsletter: kept offline and delivered once when the connection returns @once', async ({ page, context, request }) => {
    await page.goto('/ke#contact');
    const box = page.getByRole('form', { name: 'Stay Updated' });
    const email = `offline-news-${unique()}@example.co.ke`;
    await box.getByLabel('Email address').fill(email);
    await sendOffline(context, page, box);
    await expect(toast(page, english.saved)).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveValue(email);
    // Focus stays where the visitor was: the field or its button, not lost to the page.
    await expect(page.locator('body')).not.toBeFocused();

    await context.setOffline(false);
    await expect(toast(page, english.delivered)).toBeVisible({ timeout: 15_000 });
    await expectUpstreamReceived(request, email, 1);
  });

  test('notify, on a coming-soon page: kept offline, and once delivered a toast says so without opening the dialog @once', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/ug/about');
    const email = `offline-notify-${unique()}@example.co.ug`;
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill(email);
    await settle(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toast(page, english.saved)).toBeVisible();
    await expect(field).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Notify Me' })).toBeFocused();

    await context.setOffline(false);
    await expect(toast(page, english.delivered)).toBeVisible({ timeout: 15_000 });
    await expectUpstreamReceived(request, email, 1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

const day = 24 * 60 * 60 * 1000;

/** A contact lead as a form keeps it, `ageMs` old. */
function keptContact(email: string, ageMs: number, language: 'en' | 'sw' = 'en') {
  const body = {
    fullname: 'Amina Otieno',
    email,
    company: 'Duka Bora Ltd',
    phone: '+254712345678',
    subject: 'Developer APIs',
    message: 'Private words.',
    language,
    kp_q7x_ref: '',
  };
  return { id: `contact-${unique()}`, kind: 'contact', body, locale: language, savedAt: Date.now() - ageMs };
}

async function keepOnDevice(page: Page, leads: unknown[]) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [offlineLeadsKey, JSON.stringify(leads)] as const);
}

test.describe('what the phone keeps of a lead written offline', () => {
  test('a lead past its week is gone after a page load, even when the sender cannot be fetched (offline) @once', async ({ page }) => {
    // The page's own scripts load; anything else (the sender, fetched only when a lead waits) is
    // unreachable, as it is offline when the phone never fetched it.
    const ownScripts = new Set<string>();
    page.on('request', (sent) => ownScripts.add(sent.url()));
    await page.goto('/ke/products');
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/**', (route) => (ownScripts.has(route.request().url()) ? route.fallback() : route.abort('internetdisconnected')));
    const email = `expired-${unique()}@example.co.ke`;
    await keepOnDevice(page, [keptContact(email, 8 * day)]);
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), offlineLeadsKey)).toBeNull();
    await expect(keptNotice(page, english)).toHaveCount(0);
  });

  test('the notice of a lead waiting on the device deletes it unsent, with the keyboard, in either language @once', async ({ page, request }) => {
    // Two languages, two pages, an axe run: more than one page's time.
    test.slow();
    // The lead cannot be sent: every post to its route gets no answer.
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    const email = `discarded-${unique()}@example.co.ke`;
    await page.goto('/ke/sw/about');
    await keepOnDevice(page, [keptContact(email, day, 'sw')]);
    await page.reload();
    const swahiliNotice = keptNotice(page, swahili);
    await expect(swahiliNotice).toBeVisible();
    await expect(swahiliNotice.getByRole('button', { name: swahili.discard })).toBeVisible();

    await page.goto('/ke/about');
    const notice = keptNotice(page, english);
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    // The next stop after the chat button, the last control of the page.
    await page.getByRole('button', { name: chatLauncherCopy.open }).focus();
    await page.keyboard.press('Tab');
    const discard = notice.getByRole('button', { name: english.discard });
    await expect(discard).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: english.discarded })).toBeAttached();
    expect(await page.evaluate((key) => localStorage.getItem(key), offlineLeadsKey)).toBeNull();
    // Nothing was sent, and nothing comes back on the next page.
    await page.unroute('**/api/contact');
    await page.goto('/ke/products');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(keptNotice(page, english)).toHaveCount(0);
    expect(await upstreamReceived(request, email)).toHaveLength(0);
  });
});
