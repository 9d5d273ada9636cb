import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { fakeUpstreamUrl } from '../playwright.config';
import { offlineLeadsCopy } from '@/lib/content/offline-leads';
import { expectNoAxeViolations } from './support/axe';
import { contactForm as form, contactFormHydrated as hydrated, fillContact as fillIn, typedContact } from './support/contact-form';
import { expectUpstreamReceived, unique, upstreamReceived } from './support/fake-upstream';

const newsletter = (page: Page) => page.getByRole('form', { name: 'Stay Updated' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const labels = ['Full name', 'Email address', 'Company', 'Phone number', 'What are you interested in?', 'Project details'];

/** Posts the page makes to its form routes (/api/contact, /api/newsletter), counted as they leave. */
function countLeadPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) posts.push(request.url());
  });
  return posts;
}

/** Tells the fake upstream how to answer the mail requests that mention `needle`. */
async function upstreamAnswers(page: Page, needle: string, rule: { status?: number; body?: unknown; delayMs?: number }) {
  await page.request.post(`${fakeUpstreamUrl}/__rules`, { data: { bodyIncludes: needle, ...rule } });
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke#contact');
    await hydrated(page);
  });

  test('names every empty field, focuses the first and sends nothing', async ({ page }) => {
    const posts = countLeadPosts(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const contact = form(page);
    const expected: [string, string | RegExp][] = [
      ['Full name', 'Enter fullname'],
      ['Email address', 'Enter your email address'],
      ['Company', 'Enter company name'],
      ['Phone number', /Enter phone number$/],
      ['What are you interested in?', 'Enter your interest'],
      ['Project details', 'Enter project details'],
    ];
    for (const [label, message] of expected) {
      await expect(contact.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(contact.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    await expect(contact.getByLabel('Full name')).toBeFocused();
    await expectNoAxeViolations(page, '#contact');
    expect(posts).toHaveLength(0);
  });

  test('rejects a malformed email and a phone that is not a number, saying what is accepted @once', async ({ page }) => {
    await fillIn(page, typedContact());
    const contact = form(page);
    await contact.getByLabel('Email address').fill('wanjiru@');
    await contact.getByLabel('Phone number').fill('12345');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByLabel('Email address')).toHaveAccessibleDescription('Enter a valid email address');
    await expect(contact.getByLabel('Phone number')).toHaveAccessibleDescription(/or any other with its country code, such as \+1 415 555 2671/);
    await expect(contact.getByLabel('Email address')).toBeFocused();
  });

  test('success: delivers the typed fields once, shows Submitting..., then the dark 5 s toast and an empty form', async ({ page }) => {
    const typed = typedContact();
    await upstreamAnswers(page, typed.email, { delayMs: 1_500 });
    await fillIn(page, typed);
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const success = toast(page, 'Your message has been sent successfully');
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toHaveAttribute('data-invert', 'true');
    for (const label of labels) await expect(form(page).getByLabel(label)).toHaveValue('');
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const [sent] = await expectUpstreamReceived(page.request, typed.email, 1);
    expect(sent?.body).toMatchObject({ data: { ...typed, phone: '+254712345678' } });
  });

  test('the success toast stays about 5 s, longer than the usual 3 s @desktop-only', async ({ page }) => {
    test.slow();
    // Timed inside the page, so a slow test machine cannot stretch or shrink what is measured.
    await page.evaluate(() => {
      const root = document.documentElement;
      new MutationObserver(() => {
        const shown = document.querySelector('[data-sonner-toast]') !== null;
        if (shown && !root.dataset.toastShown) root.dataset.toastShown = String(performance.now());
        if (!shown && root.dataset.toastShown && !root.dataset.toastGone) root.dataset.toastGone = String(performance.now());
      }).observe(document.body, { childList: true, subtree: true });
    });
    await fillIn(page, typedContact());
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    // Keep the pointer off the toast: sonner pauses its timer on hover.
    await page.mouse.move(0, 0);
    await expect(toast(page, 'Your message has been sent successfully')).toBeVisible({ timeout: 15_000 });
    const gone = () => page.evaluate(() => document.documentElement.dataset.toastGone ?? null);
    await expect.poll(gone, { timeout: 20_000 }).not.toBeNull();
    const shownFor = await page.evaluate(() => Number(document.documentElement.dataset.toastGone) - Number(document.documentElement.dataset.toastShown));
    expect(shownFor).toBeGreaterThan(4_900);
    expect(shownFor).toBeLessThan(8_000);
  });

  test('failure: an error toast without the mail service’s text, and everything typed is kept @once', async ({ page }) => {
    const typed = typedContact();
    await upstreamAnswers(page, typed.email, { status: 500, body: 'SMTP 421 at mx1.internal' });
    await fillIn(page, typed);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'We could not send your message')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('SMTP 421')).toHaveCount(0);
    const contact = form(page);
    await expect(contact.getByLabel('Full name')).toHaveValue(typed.fullname);
    await expect(contact.getByLabel('Email address')).toHaveValue(typed.email);
    await expect(contact.getByLabel('Company')).toHaveValue(typed.company);
    await expect(contact.getByLabel('Phone number')).toHaveValue(typed.phone);
    await expect(contact.getByLabel('What are you interested in?')).toHaveValue(typed.subject);
    await expect(contact.getByLabel('Project details')).toHaveValue(typed.message);
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a network failure keeps the form too, says the message is kept, and a later retry on the page delivers it once @once', async ({ page }) => {
    const typed = typedContact();
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillIn(page, typed);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, offlineLeadsCopy.saved)).toBeVisible({ timeout: 15_000 });
    await expect(form(page).getByLabel('Project details')).toHaveValue(typed.message);
    expect(await upstreamReceived(page.request, typed.email)).toHaveLength(0);
    // The browser still says it is online, so no event comes: the page's own retry sends it.
    await page.unroute('**/api/contact');
    await expect(toast(page, offlineLeadsCopy.delivered)).toBeVisible({ timeout: 15_000 });
    await expectUpstreamReceived(page.request, typed.email, 1);
  });
});

test.describe('newsletter box', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke#contact');
    await hydrated(page);
  });

  test('checks the address, then subscribes once with a success toast', async ({ page }) => {
    const posts = countLeadPosts(page);
    const email = `news-${unique()}@example.co.ke`;
    await upstreamAnswers(page, email, { delayMs: 1_500 });
    const box = newsletter(page);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByLabel('Email address')).toHaveAccessibleDescription('Enter your email address');
    await box.getByLabel('Email address').fill('amina@');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByLabel('Email address')).toHaveAccessibleDescription('Enter a valid email address');
    expect(posts).toHaveLength(0);

    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(toast(page, 'Thanks for subscribing!')).toBeVisible({ timeout: 15_000 });
    await expect(box.getByLabel('Email address')).toHaveValue('');
    const [sent] = await expectUpstreamReceived(page.request, email, 1);
    expect(sent?.body).toMatchObject({ data: { subject: 'Newsletter subscription', email } });
  });

  test('a failure shows an error toast and keeps the address @once', async ({ page }) => {
    const email = `news-${unique()}@example.co.ke`;
    await upstreamAnswers(page, email, { status: 503 });
    const box = newsletter(page);
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'We could not subscribe you')).toBeVisible({ timeout: 15_000 });
    await expect(box.getByLabel('Email address')).toHaveValue(email);
  });
});
