import { expect, test } from '@playwright/test';
import { contactForm, fillContact, typedContact } from './support/contact-form';
import { expectUpstreamReceived, upstreamReceived, unique } from './support/fake-upstream';

// Run by the "no-javascript" project only (JavaScript turned off): the forms as a visitor on a
// locked-down browser, or a very slow phone, uses them. The browser posts each form itself to
// the form's route, which delivers it through the fake upstream and answers 303 to the page
// with a receipt (post/redirect/get), or with a page that says what to fix.
test.describe.configure({ timeout: 60_000 });

/** A sender abroad, with a two-line message. */
const typedFromAbroad = () =>
  typedContact({ phone: '+1 415 555 2671', subject: 'Cross-border Remittances', message: 'We send money home from the USA.\nCan we use your API?' });

test('the contact form is delivered once, a number from abroad in E.164, and the page confirms it @no-js', async ({ page, request }) => {
  const typed = typedFromAbroad();
  await page.goto('/ke#contact');
  await fillContact(page, typed);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(contactForm(page).getByRole('status').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/ke#contact-received$/);
  for (const label of ['Full name', 'Email address', 'Company', 'Phone number', 'Project details']) {
    await expect(contactForm(page).getByLabel(label)).toHaveValue('');
  }
  const [sent] = await expectUpstreamReceived(request, typed.email, 1);
  expect(sent?.path).toBe('/mail/send-email/contact');
  expect(sent?.body).toEqual({ organisation: 'Kilele Pay', to: 'inbox@kilelepay.test', data: { ...typed, phone: '+14155552671' } });
});

test('an invalid contact form comes back with each message and everything typed, the message included @no-js', async ({ page, request }) => {
  // The browser's own checks stop an empty field or a malformed email; the server's stop the rest.
  const typed = { ...typedFromAbroad(), phone: '12345' };
  await page.goto('/ke#contact');
  await fillContact(page, typed);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    /Enter a valid phone number: a Kenyan one such as 0712 345 678, or any other with its country code/,
  );
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Full name')).toHaveValue(typed.fullname);
  await expect(page.getByLabel('Email address')).toHaveValue(typed.email);
  await expect(page.getByLabel('Company')).toHaveValue(typed.company);
  await expect(page.getByLabel('Phone number')).toHaveValue(typed.phone);
  await expect(page.getByLabel('What are you interested in?')).toHaveValue(typed.subject);
  await expect(page.getByLabel('Project details')).toHaveValue(typed.message);
  expect(await upstreamReceived(request, typed.email)).toHaveLength(0);

  // Corrected, it goes through, and the page confirms it.
  await page.getByLabel('Phone number').fill('0712 345 678');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/ke#contact-received$/);
  await expect(contactForm(page).getByRole('status').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();
  const [sent] = await expectUpstreamReceived(request, typed.email, 1);
  expect(sent?.body).toMatchObject({ data: { message: typed.message, phone: '+254712345678' } });
});

test('the newsletter box subscribes once and says so @no-js', async ({ page, request }) => {
  const email = `news-${unique()}@example.com`;
  await page.goto('/ke#contact');
  const box = page.getByRole('form', { name: 'Stay Updated' });
  await box.getByLabel('Email address').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByRole('form', { name: 'Stay Updated' }).getByRole('status')).toHaveText('Thanks for subscribing! Watch your inbox for updates.');
  const [sent] = await expectUpstreamReceived(request, email, 1);
  expect(sent?.body).toMatchObject({ data: { subject: 'Newsletter subscription', email } });
});

test('the coming-soon notify form records the email once and says so @no-js', async ({ page, request }) => {
  const email = `ug-${unique()}@example.co.ug`;
  await page.goto('/ug/about');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Notify Me' }).click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText("You're on the list! We will email you as soon as Kilele Pay launches in Uganda.");
  await expect(page).toHaveURL(/\/ug#notify-received$/);
  const [sent] = await expectUpstreamReceived(request, email, 1);
  expect(sent?.body).toMatchObject({ data: { subject: 'Launch notification: Uganda', email, country: 'ug' } });
});

test('the demo and the sandbox console say what they need instead of dead controls @no-js', async ({ page }) => {
  await page.goto('/ke/demo');
  await expect(page.getByText(/The payment demo runs in your browser .* It needs JavaScript/)).toBeVisible();
  await expect(page.getByText('Loading the payment demo…')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'M-Pesa Express' })).toBeDisabled();

  await page.goto('/ke/developers/api/mpesa-stk-push');
  await expect(page.getByRole('button', { name: 'Test API Call' })).toBeDisabled();
  await expect(page.getByText(/Test API Call runs in your browser and needs JavaScript/)).toBeVisible();
});
