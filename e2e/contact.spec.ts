import { expect, test } from '@playwright/test';
import type { Page, Request, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const typed = {
  fullname: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  company: 'Duka Bora Ltd',
  phone: '+254 712 345 678',
  subject: 'Payment Gateway Integration',
  message: 'We want to accept M-Pesa and card payments on our website.',
};

const form = (page: Page) => page.getByRole('form', { name: "Let's Talk Business" });
const newsletter = (page: Page) => page.getByRole('form', { name: 'Stay Updated' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function fillIn(page: Page) {
  const contact = form(page);
  await contact.getByLabel('Full name').fill(typed.fullname);
  await contact.getByLabel('Email address').fill(typed.email);
  await contact.getByLabel('Company').fill(typed.company);
  await contact.getByLabel('Phone number').fill(typed.phone);
  await contact.getByLabel('What are you interested in?').selectOption(typed.subject);
  await contact.getByLabel('Project details').fill(typed.message);
}

/** Answers a route handler when the test says so, recording what the page sent. */
function gate(page: Page, path: string) {
  const requests: Request[] = [];
  let release: (answer: { status: number; body: unknown }) => void = () => {};
  const answered = new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve));
  void page.route(path, async (route: Route) => {
    requests.push(route.request());
    const { status, body } = await answered;
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return { requests, answer: (status: number, body: unknown) => release({ status, body }) };
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke#contact');
  });

  test('names every empty field, focuses the first and sends nothing', async ({ page }) => {
    const { requests } = gate(page, '**/api/contact');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const contact = form(page);
    const expected: [string, string][] = [
      ['Full name', 'Enter fullname'],
      ['Email address', 'Enter your email address'],
      ['Company', 'Enter company name'],
      ['Phone number', 'Enter phone number'],
      ['What are you interested in?', 'Enter your interest'],
      ['Project details', 'Enter project details'],
    ];
    for (const [label, message] of expected) {
      await expect(contact.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(contact.getByLabel(label)).toHaveAccessibleDescription(message);
    }
    await expect(contact.getByLabel('Full name')).toBeFocused();
    await expectNoAxeViolations(page, '#contact');
    expect(requests).toHaveLength(0);
  });

  test('rejects a malformed email and a phone that is not Kenyan', async ({ page }) => {
    await fillIn(page);
    const contact = form(page);
    await contact.getByLabel('Email address').fill('wanjiru@');
    await contact.getByLabel('Phone number').fill('12345');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByLabel('Email address')).toHaveAccessibleDescription('Enter a valid email address');
    await expect(contact.getByLabel('Phone number')).toHaveAccessibleDescription(/valid Kenyan phone number/);
    await expect(contact.getByLabel('Email address')).toBeFocused();
  });

  test('success: posts JSON, shows Submitting..., then the dark 5 s toast and an empty form', async ({ page }) => {
    const { requests, answer } = gate(page, '**/api/contact');
    await fillIn(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    const busy = form(page).getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    const [request] = requests;
    expect(request?.method()).toBe('POST');
    expect(request?.headers()['content-type']).toBe('application/json');
    expect(request?.postDataJSON()).toEqual(typed);

    answer(200, { ok: true, message: 'Message sent', sandbox: true });
    const success = toast(page, 'Your message has been sent successfully');
    await expect(success).toBeVisible();
    await expect(success).toHaveAttribute('data-invert', 'true');
    for (const label of ['Full name', 'Email address', 'Company', 'Phone number', 'What are you interested in?', 'Project details']) {
      await expect(form(page).getByLabel(label)).toHaveValue('');
    }
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
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
    const { answer } = gate(page, '**/api/contact');
    answer(201, { ok: true, message: 'Message sent' });
    await fillIn(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    // Keep the pointer off the toast: sonner pauses its timer on hover.
    await page.mouse.move(0, 0);
    await expect(toast(page, 'Your message has been sent successfully')).toBeVisible();
    const gone = () => page.evaluate(() => document.documentElement.dataset.toastGone ?? null);
    await expect.poll(gone, { timeout: 20_000 }).not.toBeNull();
    const shownFor = await page.evaluate(
      () => Number(document.documentElement.dataset.toastGone) - Number(document.documentElement.dataset.toastShown),
    );
    expect(shownFor).toBeGreaterThan(4_900);
    expect(shownFor).toBeLessThan(8_000);
  });

  test('failure: an error toast, and everything typed is kept', async ({ page }) => {
    const { answer } = gate(page, '**/api/contact');
    answer(502, { error: 'Upstream mail API failed: SMTP 421 at mx1.internal' });
    await fillIn(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'We could not send your message')).toBeVisible();
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

  test("a 400 shows the server's messages under the fields", async ({ page }) => {
    const { answer } = gate(page, '**/api/contact');
    answer(400, { error: 'Invalid request', fields: { company: 'Use at most 120 characters' } });
    await fillIn(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByLabel('Company')).toHaveAccessibleDescription('Use at most 120 characters');
    await expect(form(page).getByLabel('Company')).toBeFocused();
    await expect(form(page).getByLabel('Full name')).toHaveValue(typed.fullname);
  });

  test('a network failure keeps the form too', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await fillIn(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'We could not send your message')).toBeVisible();
    await expect(form(page).getByLabel('Project details')).toHaveValue(typed.message);
  });
});

test.describe('newsletter box', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke#contact');
  });

  test('checks the address, then subscribes with a success toast', async ({ page }) => {
    const { requests, answer } = gate(page, '**/api/newsletter');
    const box = newsletter(page);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByLabel('Email address')).toHaveAccessibleDescription('Enter your email address');
    await box.getByLabel('Email address').fill('amina@');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByLabel('Email address')).toHaveAccessibleDescription('Enter a valid email address');
    expect(requests).toHaveLength(0);

    await box.getByLabel('Email address').fill('amina@example.co.ke');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]?.postDataJSON()).toEqual({ email: 'amina@example.co.ke' });
    answer(200, { ok: true, message: 'Subscribed' });
    await expect(toast(page, 'Thanks for subscribing!')).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveValue('');
  });

  test('a failure shows an error toast and keeps the address', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '60' }, contentType: 'application/json', body: JSON.stringify({ error: 'Too many requests' }) }),
    );
    const box = newsletter(page);
    await box.getByLabel('Email address').fill('amina@example.co.ke');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'We could not subscribe you')).toBeVisible();
    await expect(box.getByLabel('Email address')).toHaveValue('amina@example.co.ke');
  });
});
