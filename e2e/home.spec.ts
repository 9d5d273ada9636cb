import { expect, test } from './support/test';
import { apiListing } from '@/lib/api-docs/listing';
import { sdks } from '@/lib/content/sdks';
import { site } from '@/lib/site';
import { expectNoAxeViolations } from './support/axe';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke');
  });

  test('has its sections in order, then the footer', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Simplifying Payments Across Africa');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'One partner for every way money moves',
      'Why businesses choose Kilele Pay',
      'Our Vision and Mission',
      'Built by developers, for developers',
      'Ready to Get Started?',
    ]);
    // The footer follows the contact section.
    const contactBottom = await page.locator('#contact').evaluate((element) => element.getBoundingClientRect().bottom);
    const footerTop = await page.getByRole('contentinfo').evaluate((element) => element.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(contactBottom);
  });

  test('hero: Start Building opens sign-up in a new tab, Demo goes to the demo, and the stats show', async ({ page }) => {
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    const start = hero.getByRole('link', { name: /^Start Building/ });
    await expect(start).toHaveAttribute('href', site.external.signUp);
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAttribute('rel', 'noopener noreferrer');
    const stats = hero.getByRole('definition');
    await expect(stats).toHaveText(['50K+', '99.9%', '24/7']);
    await hero.getByRole('link', { name: 'Demo', exact: true }).click();
    await expect(page).toHaveURL(/\/ke\/demo$/);
  });

  test('product showcase: five cards, each button going where it should', async ({ page }) => {
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(5);
    const external: [string, string][] = [
      ['Create Store', site.external.shop],
      ['Send Money', site.external.remittance],
      ['Reconcile', site.external.reconciliation],
    ];
    for (const [name, href] of external) {
      const link = cards.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const mobileApp = cards.filter({ hasText: 'Mobile App' });
    await expect(mobileApp).toContainText('Coming soon');
    await expect(mobileApp.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/ke/products#mobile-app');

    await cards.getByRole('link', { name: 'Receive Payments' }).click();
    await expect(page).toHaveURL(/\/ke\/product\/payment-infrastructure$/);
  });

  test('product cards alternate their picture left and right @desktop-only', async ({ page }) => {
    const cards = page.getByRole('article');
    for (let index = 0; index < 5; index += 1) {
      const card = cards.nth(index);
      // The picture is drawn in the page (an <svg> in a span naming its file), or an <img>.
      const image = await card.locator('[data-src], img').first().boundingBox();
      const title = await card.getByRole('heading').boundingBox();
      expect(image && title, 'card laid out').toBeTruthy();
      if (!image || !title) continue;
      expect(image.x < title.x, `card ${index + 1} picture on the ${index % 2 === 0 ? 'left' : 'right'}`).toBe(index % 2 === 0);
    }
  });

  test('why-us: four benefits and Get Started to the contact section', async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Why businesses choose Kilele Pay' }) });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Secure Payments', 'Instant Processing', 'Merchant Support', 'Easy Integration']);
    const getStarted = section.getByRole('link', { name: 'Get Started' });
    await expect(getStarted).toHaveAttribute('href', '#contact');
    await getStarted.click();
    await expect(page).toHaveURL(/\/ke#contact$/);
    await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeInViewport();
  });

  test('vision and mission panel', async ({ page }) => {
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Our Vision and Mission' }) });
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Our Vision', 'Our Mission']);
    await expect(panel).toContainText('Africa');
  });

  test('developer section: sample, APIs, SDKs, Start Building and the sandbox note', async ({ page }) => {
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Built by developers, for developers' }) });
    await expect(section.getByRole('region', { name: /Python example/ })).toContainText('client.stk_push(');
    await expect(section.getByRole('heading', { name: 'Developer experience' })).toBeVisible();
    for (const api of apiListing) {
      await expect(section.getByText(api.endpoint, { exact: true })).toBeVisible();
      if (api.docId) {
        await expect(section.getByRole('link', { name: api.name, exact: true })).toHaveAttribute('href', `/ke/developers/api/${api.docId}`);
      } else {
        await expect(section.getByText(api.name, { exact: true })).toBeVisible();
      }
    }
    for (const sdk of sdks) {
      const item = section.getByRole('listitem').filter({ has: page.getByText(sdk.name, { exact: true }) });
      await expect(item).toContainText(sdk.status);
    }
    await expect(section.getByText('Available', { exact: true })).toHaveCount(2);
    await expect(section.getByText('Coming Soon', { exact: true })).toHaveCount(2);
    await expect(section.getByRole('link', { name: /^Start Building/ })).toHaveAttribute('href', site.external.signUp);
    await expect(section.getByText('Free sandbox access, no payment required')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Explore the developer docs' })).toHaveAttribute('href', '/ke/developers');
  });

  test('contact section: form, Get in Touch, Quick Actions and Stay Updated', async ({ page }) => {
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Ready to Get Started?');
    await expect(contact.getByRole('form', { name: "Let's Talk Business" })).toBeVisible();

    const touch = contact.locator('div', { has: page.getByRole('heading', { name: 'Get in Touch' }) }).last();
    await expect(touch.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await expect(touch.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', site.contact.phoneHref);
    await expect(touch).toContainText('Nairobi');

    await expect(contact.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', '/ke/developers');
    const community = contact.getByRole('link', { name: /^Join Community/ });
    await expect(community).toHaveAttribute('href', site.external.community);
    await expect(community).toHaveAttribute('target', '_blank');
    await expect(contact.getByRole('link', { name: /^Get Started/ })).toHaveAttribute('href', site.external.signUp);

    await expect(contact.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expect(contact.getByRole('form', { name: 'Stay Updated' }).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
