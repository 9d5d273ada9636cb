import { expect, test } from './support/test';
import { site } from '@/lib/site';
import { expectNoAxeViolations } from './support/axe';

test.describe('payments infrastructure page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke/product/payment-infrastructure');
  });

  test('has the four product sections in order, each with its feature list', async ({ page }) => {
    const main = page.getByRole('main');
    const titles = ['Payment Gateway', 'POS Systems', 'Merchant Dashboard', 'Subscription Collection'];
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([...titles, 'Ready to accept payments?']);
    for (const title of titles) {
      const section = main.getByRole('region', { name: title });
      const features = section.getByRole('list', { name: `${title} features` }).getByRole('listitem');
      expect(await features.count()).toBeGreaterThanOrEqual(4);
    }
    await expect(main.getByRole('region', { name: 'Payment Gateway' })).toContainText('Signed real-time webhooks');
    await expect(main.getByRole('list', { name: 'Included with every product' })).toHaveText(
      /Mobile-money push.*Paybill.*Card payments.*Real-time webhooks.*Transaction validation/,
    );
  });

  test('has the stats band: 20+ merchants, 50K+ volume, 99.9% uptime, 24/7 support', async ({ page }) => {
    const band = page.getByRole('region', { name: 'Kilele Pay in numbers' });
    await expect(band.getByRole('definition')).toHaveText(['20+', '50K+', '99.9%', '24/7']);
    await expect(band.getByRole('term')).toHaveText(['Merchants', 'Volume', 'Uptime', 'Support']);
  });

  test('Start Building opens sign-up; Contact Sales leads to the contact section', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Ready to accept payments?' });
    const start = cta.getByRole('link', { name: /^Start Building/ });
    await expect(start).toHaveAttribute('href', site.external.signUp);
    await expect(start).toHaveAttribute('target', '_blank');
    await cta.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/ke#contact$/);
    await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeInViewport();
  });

  test('has no axe violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
