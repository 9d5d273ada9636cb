import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { blogCategories } from '@/lib/blog/categories';
import { firstPost } from '@/lib/blog/order';
import { relatedPosts } from '@/lib/blog/related';
import { countWords } from '@/lib/blog/read-time';
import { expectNoAxeViolations } from './support/axe';
import { blogPosts } from './support/routes';

const first = firstPost(blogPosts)!;
const featured = blogPosts.filter((post) => post.featured);

const main = (page: Page) => page.getByRole('main');
const search = (page: Page) => main(page).getByRole('searchbox', { name: 'Search articles' });
const categoryButton = (page: Page, name: string) =>
  main(page).getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const featuredSection = (page: Page) => main(page).getByRole('region', { name: 'Featured Articles' });
const count = (page: Page) => main(page).getByRole('status');
/** The latest or per-category grid: the section that holds the count. */
const results = (page: Page) => main(page).locator('section').filter({ has: page.getByRole('status') });

test.describe('blog list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ke/blog');
    // The controls are disabled in the static HTML and come alive once the island has loaded.
    await expect(search(page)).toBeEnabled();
  });

  test('lists every article, the featured ones first, with the count', async ({ page }) => {
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
    await expect(results(page).getByRole('article')).toHaveCount(blogPosts.length);
    await expect(featuredSection(page).getByRole('article')).toHaveCount(featured.length);
    await expect(featuredSection(page).getByRole('article').first()).toContainText(first.title);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Latest Articles');
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('card excerpts are cut to 120 characters on a word boundary', async ({ page }) => {
    for (const post of blogPosts) {
      const card = results(page).getByRole('article').filter({ hasText: post.title });
      const excerpt = (await card.locator('p', { hasText: post.excerpt.slice(0, 30) }).innerText()).trim();
      expect(excerpt.length).toBeLessThanOrEqual(120);
      if (post.excerpt.length > 120) {
        expect(excerpt.endsWith('…')).toBe(true);
        // What is kept is the start of the excerpt, ending where a word ends.
        const kept = excerpt.slice(0, -1);
        expect(post.excerpt.startsWith(kept)).toBe(true);
        expect(post.excerpt.charAt(kept.length)).toMatch(/[^\p{L}\p{N}]/u);
      }
    }
  });

  test('search looks in titles, excerpts, categories and authors, ignoring case', async ({ page }) => {
    const stk = blogPosts.find((post) => post.slug === 'mpesa-stk-push-in-practice')!;
    await search(page).fill(stk.author.toUpperCase());
    await expect(count(page)).toHaveText('1 article found');
    await expect(results(page).getByRole('article')).toHaveText([new RegExp(stk.title.slice(0, 20))]);
    await expect(featuredSection(page)).toHaveCount(0);

    await search(page).fill('subscription');
    const matching = blogPosts.filter((post) => `${post.title} ${post.excerpt} ${post.category} ${post.author}`.toLowerCase().includes('subscription'));
    await expect(count(page)).toHaveText(`${matching.length} ${matching.length === 1 ? 'article' : 'articles'} found`);

    await search(page).fill('');
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
    await expect(featuredSection(page)).toBeVisible();
  });

  test('each category button shows that category only, without the featured section', async ({ page }) => {
    for (const category of blogCategories) {
      await categoryButton(page, category).click();
      await expect(categoryButton(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
      const expected = blogPosts.filter((post) => post.category === category);
      await expect(count(page)).toHaveText(`${expected.length} ${expected.length === 1 ? 'article' : 'articles'} found`);
      await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(category);
      await expect(results(page).getByRole('article')).toHaveCount(expected.length);
      for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText(category);
      await expect(featuredSection(page)).toHaveCount(0);
    }
    await categoryButton(page, 'All').click();
    await expect(featuredSection(page)).toBeVisible();
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
  });

  test('says so when nothing matches, and the filter can be cleared', async ({ page }) => {
    await categoryButton(page, 'Regulatory').click();
    await search(page).fill('webhook subscription bitcoin');
    await expect(main(page).getByText('No articles found', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Try adjusting your search or filter criteria', { exact: true })).toBeVisible();
    await expect(count(page)).toHaveText('0 articles found');
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
    await expect(search(page)).toHaveValue('');
  });

  test('keeps the search and category in the address, so a reload shows the same view', async ({ page }) => {
    await categoryButton(page, 'API Guides').click();
    await search(page).fill('webhook');
    await expect(page).toHaveURL(/\/ke\/blog\?(?=.*q=webhook)(?=.*category=api-guides)/);
    await page.reload();
    await expect(search(page)).toBeEnabled();
    await expect(search(page)).toHaveValue('webhook');
    await expect(categoryButton(page, 'API Guides')).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText('1 article found');
    await expect(results(page).getByRole('article')).toContainText('Subscription API Guide');
  });
});

test('a shared filtered address opens filtered', async ({ page }) => {
  await page.goto('/ke/blog?category=regulatory');
  await expect(categoryButton(page, 'Regulatory')).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('1 article found');
  await expect(featuredSection(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the list links to the RSS feed', async ({ page }) => {
  await page.goto('/ke/blog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/);
  await expect(main(page).getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
});

test.describe('articles', () => {
  for (const post of blogPosts) {
    test(`${post.slug} renders its full body, byline, cover and two related articles`, async ({ page }) => {
      await page.goto(`/ke/blog/${post.slug}`);
      const article = main(page).getByRole('article').first();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(article).toContainText(post.category);
      await expect(article).toContainText(post.author);
      await expect(article.locator(`time[datetime="${post.date}"]`)).toBeVisible();
      await expect(article).toContainText(`${post.readTime} min read`);
      // The cover is drawn into the page (an SVG of ours) or an image file, with its size either way.
      const cover = article.locator(`[data-src="${post.image}"] > svg, img[src="${post.image}"]`);
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('width', /\d+/);
      await expect(cover).toHaveAttribute('height', /\d+/);

      // Every section heading of the file is there, and so is its closing paragraph.
      const headings = [...post.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.replace(/`/g, ''));
      await expect(article.getByRole('heading', { level: 2 })).toHaveCount(headings.length);
      for (const heading of headings) {
        await expect(article.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveAttribute('id', /^[a-z0-9-]+$/);
      }
      const lastLine = post.body.trim().split('\n').at(-1)!.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/[*`]/g, '');
      await expect(article).toContainText(lastLine);
      expect(countWords(await article.innerText())).toBeGreaterThanOrEqual(600);

      const related = main(page).getByRole('region', { name: 'Related Articles' }).getByRole('link');
      await expect(related).toHaveCount(2);
      const expected = relatedPosts(post, blogPosts).map((other) => `/ke/blog/${other.slug}`);
      for (const [index, href] of expected.entries()) await expect(related.nth(index)).toHaveAttribute('href', href);

      await expect(main(page).getByRole('heading', { name: 'Ready to build with Kilele Pay?' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /Start Building/ })).toHaveAttribute('target', '_blank');
    });
  }

  test('the back link returns to the list, and a related card opens its article', async ({ page }) => {
    await page.goto('/ke/blog/subscription-api-guide');
    await main(page).getByRole('region', { name: 'Related Articles' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/ke/blog/${relatedPosts(blogPosts.find((p) => p.slug === 'subscription-api-guide')!, blogPosts)[0]!.slug}$`));
    await main(page).getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/ke\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights and guides');
  });

  test('code samples are highlighted on the server and can be copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/ke/blog/subscription-api-guide');
    const sample = main(page).getByRole('region', { name: 'Code sample 1: Bash' });
    await expect(sample).toContainText('/api/v1/subscriptions/create');
    await expect(sample.locator('span[style*="color"]').first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Copy Code' }).first().click();
    await expect(main(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"frequency": "1M"');
  });

  test('an unknown slug shows the first article, with its canonical address', async ({ page }) => {
    const response = await page.goto('/ke/blog/no-such-article');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/ke\/blog\/no-such-article$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ke/blog/${first.slug}$`));
  });

  test('Share Article copies the link with a toast where the browser cannot share', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // The Web Share API is absent on most desktop browsers: make sure it is here too.
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await page.goto('/ke/blog/future-of-payments-ai');
    await main(page).getByRole('button', { name: 'Share Article' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/.+\/ke\/blog\/future-of-payments-ai$/);
  });

  test('Share Article opens the system share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          Reflect.set(window, 'sharedData', data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/ke/blog/future-of-payments-ai');
    await main(page).getByRole('button', { name: 'Share Article' }).click();
    await expect.poll(() => page.evaluate(() => Reflect.get(window, 'sharedData'))).toMatchObject({
      title: blogPosts.find((post) => post.slug === 'future-of-payments-ai')!.title,
      url: expect.stringMatching(/\/ke\/blog\/future-of-payments-ai$/),
    });
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list shows all seven articles, the featured section and the count', async ({ page }) => {
    await page.goto('/ke/blog');
    await expect(results(page).getByRole('article')).toHaveCount(blogPosts.length);
    for (const post of blogPosts) await expect(results(page).getByRole('link', { name: post.title })).toHaveAttribute('href', `/ke/blog/${post.slug}`);
    await expect(featuredSection(page).getByRole('article')).toHaveCount(featured.length);
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
    // The controls need JavaScript: they say so by being disabled rather than doing nothing.
    await expect(search(page)).toBeDisabled();
  });

  test('an article renders in full', async ({ page }) => {
    await page.goto('/ke/blog/kenya-payments-regulation');
    const article = main(page).getByRole('article').first();
    expect(countWords(await article.innerText())).toBeGreaterThanOrEqual(600);
    await expect(main(page).getByRole('region', { name: 'Related Articles' }).getByRole('link')).toHaveCount(2);
  });
});

test.describe('feed and fallbacks over HTTP @once', () => {
  test('the RSS feed lists every article with absolute links', async ({ request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(blogPosts.length);
    for (const post of blogPosts) expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/ke/blog/${post.slug}</link>`));
  });

  test('an unknown slug answers 200 with the first article, not a redirect', async ({ request }) => {
    const response = await request.get('/ke/blog/does-not-exist', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`/ke/blog/${first.slug}"`);
  });

  test('an article without its country redirects permanently', async ({ request }) => {
    const response = await request.get('/blog/subscription-api-guide', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toMatch(/\/ke\/blog\/subscription-api-guide$/);
  });
});
