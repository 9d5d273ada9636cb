import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { countryOptions } from '@/lib/countries';
import { comingSoonCopy } from '@/lib/content/coming-soon';
import { faqByCountry } from '@/lib/content/faq';
import { site } from '@/lib/site';
import { fakeUpstreamUrl } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { expectUpstreamReceived, unique } from './support/fake-upstream';
import { watchFor } from './support/timeline';
import { comingSoonPages } from './support/routes';

const countryOf = (path: string) => (path.startsWith('/ug') ? 'ug' : 'tz');
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email address' });

/** Opens the page once it is live (the app marks <html> when React has hydrated): before that, a submit is the browser's own post. */
async function openNotifyForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

for (const path of comingSoonPages) {
  test(`${path} shows the ${countryOf(path)} coming-soon page with status 200`, async ({ page }) => {
    const country = countryOf(path);
    const { name } = countryOptions[country];
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Kilele Pay is coming to ${name}`);
    await expect(main).toContainText(comingSoonCopy[country].description);
    await expect(main.locator(`img[src="${countryOptions[country].flagImage}"]`)).toBeVisible();
    await expect(page).toHaveTitle(comingSoonCopy[country].title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${country}$`));

    await expect(emailField(page)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/ke/legal/privacy');
    await expect(main.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    const socials = main.getByRole('list', { name: 'Kilele Pay on social media' }).getByRole('link');
    await expect(socials).toHaveCount(site.socials.length);
    await expect(socials.first()).toHaveAttribute('target', '_blank');
  });
}

test('the FAQ has the country five questions, opens on click, and is described as FAQPage data', async ({ page }) => {
  await page.goto('/tz/blog/x');
  const entries = faqByCountry.tz;
  const questions = page.locator('main summary');
  await expect(questions).toHaveText(entries.map((entry) => entry.question));

  const first = entries[0]!;
  await expect(page.getByText(first.answer)).toBeHidden();
  await questions.first().click();
  await expect(page.getByText(first.answer)).toBeVisible();

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(5);
  expect(faq.mainEntity[0]).toEqual({ '@type': 'Question', name: first.question, acceptedAnswer: { '@type': 'Answer', text: first.answer } });
});

test.describe('notify form', () => {
  // Each flow holds a 1 s wait and some an axe pass; on a busy machine 30 s is not enough.
  test.describe.configure({ timeout: 90_000 });

  test("delivers {email, country} once, shows 'Submitting' for 1 s, then the confirmation, and clears the email", async ({ page }) => {
    const email = `amina-${unique()}@example.co.ug`;
    await openNotifyForm(page, '/ug/about');
    await emailField(page).fill(email);
    const timeline = await watchFor(page, { submitting: 'button[aria-disabled="true"]', confirmed: 'dialog[open]' });
    await page.getByRole('button', { name: 'Notify Me' }).click();

    const dialog = page.getByRole('dialog', { name: "You're on the list!" });
    await expect(dialog).toBeVisible();
    const { submitting, confirmed } = await timeline();
    // 'Submitting' showed for at least 1 s (exactly 1 s in jest; a busy CPU only runs late).
    expect(confirmed! - submitting!).toBeGreaterThanOrEqual(950);
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText('Uganda');
    const [sent] = await expectUpstreamReceived(page.request, email, 1);
    expect(sent?.body).toMatchObject({ data: { subject: 'Launch notification: Uganda', email, country: 'ug' } });
    await expect(emailField(page)).toHaveValue('');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Notify Me' })).toBeFocused();
  });

  test('a failed request shows an error toast, keeps the email and shows no confirmation @once', async ({ page }) => {
    const email = `juma-${unique()}@example.co.tz`;
    await page.request.post(`${fakeUpstreamUrl}/__rules`, { data: { bodyIncludes: email, status: 502, body: { error: 'Mail API unreachable' } } });
    await openNotifyForm(page, '/tz');
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText('We could not save your email. Please try again in a moment.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Mail API unreachable')).toHaveCount(0);
    await expect(emailField(page)).toHaveValue(email);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notify Me' })).toBeVisible();
  });

  test('an empty or malformed email is refused without a request @once', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') requests += 1;
    });
    await openNotifyForm(page, '/ug');
    const notifyMe = page.getByRole('button', { name: 'Notify Me' });
    await notifyMe.click();
    await expect(emailField(page)).toHaveAccessibleDescription('Enter your email address');
    await emailField(page).fill('amina@');
    await notifyMe.click();
    await expect(emailField(page)).toHaveAccessibleDescription('Enter a valid email address');
    await expect(emailField(page)).toBeFocused();
    expect(requests).toBe(0);
  });
});
