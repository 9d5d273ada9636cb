import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { contactForm, contactFormHydrated, fillContact, typedContact } from './support/contact-form';
import { expectUpstreamReceived, upstreamReceived } from './support/fake-upstream';

// A phone on a slow connection: the form is on screen seconds before the page's JavaScript.
// Nothing typed in that time may be lost, and nothing may be sent twice.
test.describe.configure({ timeout: 90_000 });

/** Holds every JavaScript chunk until release() is called: the page stays unhydrated meanwhile. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      released = true;
      // A request the page no longer wants (it navigated) cannot be continued: that is fine.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** A message typed on a phone, with a Kenyan mobile number. */
const typedEarly = () =>
  typedContact({
    fullname: 'Otieno Odhiambo',
    company: 'Lakeside Traders',
    phone: '0722 000 000',
    subject: 'Payments Reconciliation',
    message: 'Typed while the page was still loading.',
  });

test.describe('the contact form before its JavaScript has loaded @desktop-only', () => {
  test('a submit before hydration is delivered once, and the page says so', async ({ page, request }) => {
    const scripts = await holdScripts(page);
    const typed = typedEarly();
    await page.goto('/ke#contact', { waitUntil: 'domcontentloaded' });
    await fillContact(page, typed);
    expect(scripts.count()).toBeGreaterThan(0);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

    // The browser posted the form itself; the server answered with the page and its confirmation.
    await expect(contactForm(page).getByRole('status').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();
    await scripts.release();
    await contactFormHydrated(page);
    const sent = await expectUpstreamReceived(request, typed.email, 1);
    expect(sent[0]?.body).toMatchObject({ data: { ...typed, phone: '+254722000000' } });
    // Hydration does not send it again.
    await page.waitForTimeout(2_000);
    expect(await upstreamReceived(request, typed.email)).toHaveLength(1);
    await expect(contactForm(page).getByLabel('Full name')).toHaveValue('');
  });

  test('what was typed before hydration is kept, and sent by the hydrated form', async ({ page, request }) => {
    const scripts = await holdScripts(page);
    const typed = typedEarly();
    await page.goto('/ke#contact', { waitUntil: 'domcontentloaded' });
    await fillContact(page, typed);
    await scripts.release();
    await contactFormHydrated(page);
    // Whatever renders after hydration, the inputs still hold what was typed into the server's HTML.
    await contactForm(page).getByLabel('Company').focus();
    await expect(contactForm(page).getByLabel('Full name')).toHaveValue(typed.fullname);
    await expect(contactForm(page).getByLabel('Project details')).toHaveValue(typed.message);

    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();
    const sent = await expectUpstreamReceived(request, typed.email, 1);
    expect(sent[0]?.body).toMatchObject({ data: { ...typed, phone: '+254722000000' } });
  });
});

test.describe('the contact form with JavaScript @desktop-only', () => {
  test('keeps a draft through a reload, and clears it after a confirmed send', async ({ page, request }) => {
    const typed = typedContact({ phone: '+1 415 555 2671' });
    await page.goto('/ke#contact');
    await contactFormHydrated(page);
    await fillContact(page, typed);
    await page.reload();
    await contactFormHydrated(page);
    const form = contactForm(page);
    await expect(form.getByLabel('Full name')).toHaveValue(typed.fullname);
    await expect(form.getByLabel('Email address')).toHaveValue(typed.email);
    await expect(form.getByLabel('Phone number')).toHaveValue(typed.phone);
    await expect(form.getByLabel('What are you interested in?')).toHaveValue(typed.subject);
    await expect(form.getByLabel('Project details')).toHaveValue(typed.message);

    // An international number, checked in the browser with every country's metadata, reaches the upstream in E.164.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();
    const [sent] = await expectUpstreamReceived(request, typed.email, 1);
    expect(sent?.body).toMatchObject({ data: { phone: '+14155552671' } });

    await page.reload();
    await contactFormHydrated(page);
    await expect(contactForm(page).getByLabel('Full name')).toHaveValue('');
  });
});
