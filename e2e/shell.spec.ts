import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { legalLinks as englishLegal } from '@/lib/content/navigation';
import { legalLinks as swahiliLegal } from '@/lib/content/sw/navigation';
import { allPages } from './support/routes';

const isSwahili = (path: string) => /^\/[a-z]{2}\/sw(\/|$)/.test(path);

// The frame of every page: header, main content, footer, and no accessibility violations.
for (const path of allPages) {
  test(`${path} has the header, a main region and the footer, with no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    // The legal links, in the page's language.
    for (const { label } of isSwahili(path) ? swahiliLegal : englishLegal) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}

test('the footer has its columns, contact details and social links', async ({ page }) => {
  await page.goto('/ke');
  const footer = page.getByRole('contentinfo');
  for (const column of ['Products links', 'Developers links', 'Company links']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'hello@kilelepay.co.ke' })).toHaveAttribute('href', 'mailto:hello@kilelepay.co.ke');
  await expect(footer).toContainText('11th Floor');
  await expect(footer).toContainText('Nairobi');
  await expect(footer.getByRole('link', { name: /Kilele Pay on LinkedIn/ })).toHaveAttribute('target', '_blank');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/ke\/legal\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});
