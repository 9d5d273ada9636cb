import { expect, test } from './support/test';

// The frame of every page (header, main content, footer, no accessibility violations) is checked
// on each page's one visit (every-page.spec.ts); here, what the footer holds.

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
