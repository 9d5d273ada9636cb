import { expect, test } from './support/test';
import { site } from '@/lib/site';
import { expectNoAxeViolations } from './support/axe';

test.describe('about page', () => {
  test('has its sections in order', async ({ page }) => {
    await page.goto('/ke/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Who We Are',
      'What We Do',
      'Our Vision and Mission',
      'Core Values',
      'Our Journey',
      'Build the future of payments with us',
    ]);
    // The stats row sits between Who We Are and What We Do.
    const stats = main.getByRole('region', { name: 'Kilele Pay in numbers' });
    await expect(stats.getByRole('definition')).toHaveText(['2+', '1K+', '10K+', '1K+', '2K+', '500+', '1+']);
    await expect(stats).toContainText('Years as a payment service provider');
    await expect(main).toContainText('2023');
    const whatWeDo = main.locator('section', { has: page.getByRole('heading', { name: 'What We Do' }) });
    await expect(whatWeDo.getByRole('heading', { level: 3 })).toHaveText(['Payment Infrastructure', 'Cross-Border Solutions', 'Developer Tools']);
    const values = main.locator('section', { has: page.getByRole('heading', { name: 'Core Values' }) });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Customer-Centric', 'Trust & Security', 'Innovation']);
  });

  test('the journey is an ordered timeline from 2023 to a Pan-African future', async ({ page }) => {
    await page.goto('/ke/about');
    const timeline = page.getByRole('list', { name: 'Our Journey' });
    expect(await timeline.evaluate((element) => element.tagName)).toBe('OL');
    const milestones = timeline.getByRole('listitem');
    await expect(milestones).toHaveCount(4);
    const expected: [string, string][] = [
      ['2023', 'Foundation'],
      ['2024', 'Growth'],
      ['2025', 'Innovation'],
      ['Future', 'Pan-African'],
    ];
    for (const [index, [period, title]] of expected.entries()) {
      await expect(milestones.nth(index)).toContainText(period);
      await expect(milestones.nth(index).getByRole('heading')).toHaveText(title);
    }
  });

  test('the call to action: Start Building to sign-up, Learn More to the products', async ({ page }) => {
    await page.goto('/ke/about');
    const cta = page.locator('section', { has: page.getByRole('heading', { name: 'Build the future of payments with us' }) });
    const start = cta.getByRole('link', { name: /^Start Building/ });
    await expect(start).toHaveAttribute('href', site.external.signUp);
    await expect(start).toHaveAttribute('target', '_blank');
    await cta.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/ke\/products$/);
  });

  test('the team picture shows, and a blank panel of the same size replaces it when it fails', async ({ page }) => {
    await page.goto('/ke/about');
    const picture = page.getByRole('img', { name: /Kilele Pay team/ });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    const shown = await picture.boundingBox();

    await page.route('**/images/team/**', (route) => route.abort());
    await page.reload();
    const placeholder = page.getByTestId('team-image-placeholder');
    await placeholder.scrollIntoViewIfNeeded();
    await expect(placeholder).toBeVisible();
    await expect(page.getByRole('img', { name: /Kilele Pay team/ })).toHaveCount(0);
    const blank = await placeholder.boundingBox();
    expect(blank?.width).toBeCloseTo(shown?.width ?? 0, 0);
    expect(blank?.height).toBeCloseTo(shown?.height ?? 0, 0);
  });

  test('opens at the top when reached from the bottom of another page', async ({ page }) => {
    await page.goto('/ke');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/ke\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // html has smooth scrolling, so allow the scroll a moment to finish.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/ke/about');
    await expectNoAxeViolations(page);
  });
});
