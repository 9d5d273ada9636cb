import { expect, test } from './support/test';
import { as254, expectUpstreamReceived, randomPhone, unique } from './support/fake-upstream';

// A visitor's form, through the real route handler, to the upstream API: no page.route here.
// The server under test is configured with the fake upstream (playwright.config.ts).

test.describe('forms reach the upstream APIs @desktop-only', () => {
  test('the contact form delivers the message through the mail API', async ({ page, request }) => {
    const marker = unique();
    const phone = randomPhone();
    await page.goto('/ke#contact');
    const form = page.getByRole('form', { name: "Let's Talk Business" });
    await form.getByLabel('Full name').fill('Achieng Otieno');
    await form.getByLabel('Email address').fill('achieng@example.co.ke');
    await form.getByLabel('Company').fill('Soko Safi Ltd');
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('What are you interested in?').selectOption('Enterprise Solutions');
    await form.getByLabel('Project details').fill(`Reference ${marker}: we need Paybill and card checkout.`);
    await form.getByRole('button', { name: 'Send Message' }).click();

    // A toast once the page is live; the same words in the page when the post beat the JavaScript.
    await expect(page.getByText('Your message has been sent successfully').filter({ visible: true }).first()).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');

    const [sent] = await expectUpstreamReceived(request, marker);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/mail/send-email/contact');
    expect(sent?.body).toEqual({
      organisation: expect.any(String),
      to: 'inbox@kilelepay.test',
      data: {
        fullname: 'Achieng Otieno',
        email: 'achieng@example.co.ke',
        company: 'Soko Safi Ltd',
        phone: `+${as254(phone)}`,
        subject: 'Enterprise Solutions',
        message: `Reference ${marker}: we need Paybill and card checkout.`,
      },
    });
  });

  test('the newsletter box subscribes through the mail API', async ({ page, request }) => {
    const email = `reader-${unique()}@example.co.ke`;
    await page.goto('/ke#contact');
    const form = page.getByRole('form', { name: 'Stay Updated' });
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!').filter({ visible: true }).first()).toBeVisible();
    const [sent] = await expectUpstreamReceived(request, email);
    expect(sent?.path).toBe('/mail/send-email/contact');
  });

  test('an airtime purchase sends the STK push request with integer shillings', async ({ page, request }) => {
    const payer = randomPhone();
    const recipient = randomPhone();
    await page.goto('/ke/airtime');
    await expect(page.getByRole('button', { name: 'Buy Airtime' })).toBeEnabled();
    await page.getByLabel('Your M-Pesa phone number').fill(payer);
    await page.getByLabel('Buy for another number').check();
    await page.getByLabel('Recipient phone number').fill(recipient);
    await page.getByLabel('Amount (KES)').fill('50');
    await page.getByRole('button', { name: 'Buy Airtime' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    const [sent] = await expectUpstreamReceived(request, as254(payer));
    expect(sent?.path).toMatch(/^\/airtime\/api\/v1\/[\w-]+\/stk_push\/$/);
    expect(sent?.headers['authorization']).toBeUndefined();
    expect(sent?.body).toEqual({ phoneNumber: as254(payer), recipientPhone: as254(recipient), amount: 50 });
  });

  test('the M-Pesa Express demo sends a KES 5 payment with Basic auth from the server', async ({ page, request }) => {
    const phone = randomPhone();
    await page.goto('/ke/demo');
    await page.getByLabel('M-Pesa phone number').fill(phone);
    await page.getByRole('button', { name: 'Pay KES 5' }).click();
    await expect(page.getByRole('button', { name: 'Try Another Demo' })).toBeVisible({ timeout: 15_000 });

    const [sent] = await expectUpstreamReceived(request, as254(phone));
    expect(sent?.path).toMatch(/\/api\/v1\/payments\/process$/);
    expect(sent?.headers['authorization']).toBe(`Basic ${Buffer.from('e2e-user:e2e-password-5d1f').toString('base64')}`);
    expect(sent?.body).toMatchObject({ destination: { amount: 5, currency: 'KES', mobileNumber: as254(phone) } });
  });
});
