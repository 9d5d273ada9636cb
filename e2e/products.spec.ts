import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { allOfferings } from '@/lib/content/offerings';
import { site } from '@/lib/site';
import { expectNoAxeViolations } from './support/axe';
import { menuButton } from './support/header';

const calculator = (page: Page) => page.getByRole('region', { name: 'Fee calculator' });
const figure = (page: Page, label: string) => calculator(page).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('products overview', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke/products');
  });

  test('lists every offering with its features and destination', async ({ page }) => {
    const destinations: Record<string, string> = {
      'payments-infrastructure': '/ke/product/payment-infrastructure',
      'store-builder': site.external.shop,
      remittances: site.external.remittance,
      reconciliation: site.external.reconciliation,
      airtime: '/ke/airtime',
      'developer-apis': '/ke/developers',
    };
    const entries = page.getByRole('article');
    await expect(entries).toHaveCount(allOfferings.length);
    for (const offering of allOfferings) {
      const entry = page.getByRole('article', { name: offering.title });
      await expect(entry).toContainText(offering.description);
      await expect(entry.getByRole('listitem')).toHaveCount(offering.features.length);
      if (offering.comingSoon) {
        await expect(entry).toContainText('Coming soon');
        continue;
      }
      await expect(entry.getByRole('link', { name: new RegExp(`^${offering.buttonText}`) })).toHaveAttribute('href', destinations[offering.id] ?? '');
    }
  });

  test('the mobile app has its own anchor, marked coming soon', async ({ page }) => {
    const app = page.locator('#mobile-app');
    await expect(app).toContainText('Kilele Pay Mobile App');
    await expect(app).toContainText('Coming soon');
    await page.goto('/ke/products#mobile-app');
    await expect(app.getByRole('heading')).toBeInViewport();
  });

  test('the header reaches the mobile app entry @desktop-only', async ({ page }) => {
    await page.goto('/ke');
    await menuButton(page.getByRole('banner'), 'Products').click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Mobile App/ })
      .click();
    await expect(page).toHaveURL(/\/ke\/products#mobile-app$/);
    await expect(page.locator('#mobile-app').getByRole('heading')).toBeInViewport();
  });

  test('answers the five Kenyan questions, which open to their answers', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(5);
    const fees = faq.locator('details').filter({ hasText: 'How much does Kilele Pay charge' });
    await expect(fees.getByText(/from 1\.5%/)).toBeHidden();
    await fees.locator('summary').click();
    await expect(fees.getByText(/M-Pesa payments cost from 1\.5% .* card payments from 2\.9%/)).toBeVisible();
  });

  test('fee calculator: both methods, both fee payers', async ({ page }) => {
    await expect(figure(page, 'Transaction fee')).toHaveText('KES 15.00');
    await expect(figure(page, 'You receive')).toHaveText('KES 985.00');

    const amount = calculator(page).getByLabel('Amount (KES)');
    await amount.fill('2,000');
    await calculator(page).getByRole('radio', { name: /Card/ }).check();
    await expect(figure(page, 'Transaction fee')).toHaveText('KES 58.00');
    await expect(figure(page, 'Customer pays')).toHaveText('KES 2,000.00');
    await expect(figure(page, 'You receive')).toHaveText('KES 1,942.00');

    await calculator(page).getByRole('checkbox', { name: 'Customer pays the fee' }).check();
    // 2000 ÷ 0.971 = 2059.73…: the customer pays 2,059.73 and the merchant keeps 2,000.
    await expect(figure(page, 'Customer pays')).toHaveText('KES 2,059.73');
    await expect(figure(page, 'Transaction fee')).toHaveText('KES 59.73');
    await expect(figure(page, 'You receive')).toHaveText('KES 2,000.00');

    await calculator(page)
      .getByRole('radio', { name: /M-Pesa/ })
      .check();
    await expect(figure(page, 'Customer pays')).toHaveText('KES 2,030.46');
    await expect(figure(page, 'You receive')).toHaveText('KES 2,000.00');
  });

  test('fee calculator: bad amounts get a message, never NaN', async ({ page }) => {
    const amount = calculator(page).getByLabel('Amount (KES)');
    const cases: [string, string][] = [
      ['', 'Enter an amount in KES'],
      ['-50', 'Enter an amount greater than zero'],
      ['ten', 'Enter the amount in numbers'],
    ];
    for (const [typed, message] of cases) {
      await amount.fill(typed);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(new RegExp(message));
      await expect(figure(page, 'You receive')).toHaveText('—');
      await expect(page.getByRole('main')).not.toContainText('NaN');
    }
    await expectNoAxeViolations(page, '#fee-calculator');
  });

  test('has no axe violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
