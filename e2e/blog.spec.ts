import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { allCategories, blogCategories, categorySlug } from '@/lib/blog/categories';
import { countLabel, filterPosts } from '@/lib/blog/filter';
import { firstPost } from '@/lib/blog/order';
import { relatedPosts } from '@/lib/blog/related';
import { fenceLanguages } from '@/lib/blog/code-fences';
import { expectNoAxeViolations } from './support/axe';
import { blogPosts } from './support/routes';

// Whatever the editors have published: expectations are derived from the articles themselves.
const first = firstPost(blogPosts)!;
const newest = blogPosts[0]!;
const featured = blogPosts.filter((post) => post.featured);
const found = (query: string, category: (typeof blogCategories)[number] | typeof allCategories = allCategories) =>
  countLabel(filterPosts(blogPosts, { query, category }).length);

const main = (page: Page) => page.getByRole('main');
const search = (page: Page) => main(page).getByRole('searchbox', { name: 'Search articles' });
const categoryButton = (page: Page, name: string) => main(page).getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const featuredSection = (page: Page) => main(page).getByRole('region', { name: 'Featured Articles' });
const count = (page: Page) => main(page).getByRole('status');
/** The last line of an article's body as a reader sees it: a page that shows it shows the whole body. */
const closingText = (post: (typeof blogPosts)[number]) =>
  post.body
    .trim()
    .split('\n')
    .at(-1)!
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*`]/g, '');
/** The latest or per-category grid: the section that holds the count. */
const results = (page: Page) =>
  main(page)
    .locator('section')
    .filter({ has: page.getByRole('status') });

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

  test('card excerpts are cut to 120 characters on a word boundary @once', async ({ page }) => {
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

  test('search looks in titles, excerpts, categories and authors, ignoring case @once', async ({ page }) => {
    await search(page).fill(newest.author.toUpperCase());
    await expect(count(page)).toHaveText(found(newest.author));
    await expect(results(page).getByRole('article').filter({ hasText: newest.title })).toHaveCount(1);
    await expect(featuredSection(page)).toHaveCount(0);

    await search(page).fill('subscription');
    const matching = blogPosts.filter((post) => `${post.title} ${post.excerpt} ${post.category} ${post.author}`.toLowerCase().includes('subscription'));
    await expect(count(page)).toHaveText(countLabel(matching.length));

    await search(page).fill('');
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
    await expect(featuredSection(page)).toBeVisible();
  });

  test('each category button shows that category only, without the featured section @once', async ({ page }) => {
    for (const category of blogCategories) {
      await categoryButton(page, category).click();
      await expect(categoryButton(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
      const expected = blogPosts.filter((post) => post.category === category);
      await expect(count(page)).toHaveText(countLabel(expected.length));
      await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(category);
      await expect(results(page).getByRole('article')).toHaveCount(expected.length);
      for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText(category);
      await expect(featuredSection(page)).toHaveCount(0);
    }
    await categoryButton(page, 'All').click();
    await expect(featuredSection(page)).toBeVisible();
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
  });

  test('says so when nothing matches, and the filter can be cleared @once', async ({ page }) => {
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

  test('keeps the search and category in the address, so a reload shows the same view @once', async ({ page }) => {
    // A word of the newest article's title, searched within its category.
    const word = newest.title
      .split(/[^A-Za-z0-9]+/)
      .find((candidate) => candidate.length >= 4)!
      .toLowerCase();
    await categoryButton(page, newest.category).click();
    await search(page).fill(word);
    await expect(page).toHaveURL(new RegExp(`/ke/blog\\?(?=.*q=${word})(?=.*category=${categorySlug(newest.category)})`));
    await page.reload();
    await expect(search(page)).toBeEnabled();
    await expect(search(page)).toHaveValue(word);
    await expect(categoryButton(page, newest.category)).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText(found(word, newest.category));
    await expect(results(page).getByRole('article').filter({ hasText: newest.title })).toHaveCount(1);
  });
});

test('a shared filtered address opens filtered @once', async ({ page }) => {
  await page.goto(`/ke/blog?category=${categorySlug(newest.category)}`);
  await expect(categoryButton(page, newest.category)).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText(found('', newest.category));
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
      await expect(article).toContainText(closingText(post));

      const related = main(page).getByRole('region', { name: 'Related Articles' }).getByRole('link');
      await expect(related).toHaveCount(2);
      const expected = relatedPosts(post, blogPosts).map((other) => `/ke/blog/${other.slug}`);
      for (const [index, href] of expected.entries()) await expect(related.nth(index)).toHaveAttribute('href', href);

      await expect(main(page).getByRole('heading', { name: 'Ready to build with Kilele Pay?' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /Start Building/ })).toHaveAttribute('target', '_blank');
    });
  }

  test('the back link returns to the list, and a related card opens its article', async ({ page }) => {
    await page.goto(`/ke/blog/${newest.slug}`);
    await main(page).getByRole('region', { name: 'Related Articles' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/ke/blog/${relatedPosts(newest, blogPosts)[0]!.slug}$`));
    await main(page).getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/ke\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights and guides');
  });

  test('code samples are highlighted on the server and can be copied @once', async ({ page, context }) => {
    // The first article with a highlighted code sample, and that sample's longest line.
    const withCode = blogPosts.find((post) => /^```(?!text)\w+\n/m.test(post.body));
    expect(withCode, 'an article with a highlighted code sample').toBeDefined();
    const [, fence = '', code = ''] = /^```(\w+)\n([\s\S]*?)^```/m.exec(withCode!.body) ?? [];
    const line = code.split('\n').reduce((longest, candidate) => (candidate.trim().length > longest.length ? candidate.trim() : longest), '');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/ke/blog/${withCode!.slug}`);
    const sample = main(page).getByRole('region', { name: `Code sample 1: ${fenceLanguages[fence]!.label}` });
    await expect(sample).toContainText(line);
    // Highlighted: some tokens are drawn in another colour than the block's own text.
    const ownColour = await sample.evaluate((pre) => getComputedStyle(pre).color);
    const tokenColours = await sample.locator('code span').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
    expect(tokenColours.filter((colour) => colour !== ownColour).length).toBeGreaterThan(0);
    await main(page).getByRole('button', { name: 'Copy Code' }).first().click();
    await expect(main(page).getByRole('button', { name: 'Copied!' })).toBeVisible();
    // The whole sample, exactly as the article wrote it, read from the block on the page.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
  });

  test('an unknown slug shows the first article, with its canonical address @once', async ({ page }) => {
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
    await page.goto(`/ke/blog/${newest.slug}`);
    await main(page).getByRole('button', { name: 'Share Article' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^https?://.+/ke/blog/${newest.slug}$`));
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
    await page.goto(`/ke/blog/${newest.slug}`);
    await main(page).getByRole('button', { name: 'Share Article' }).click();
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, 'sharedData')))
      .toMatchObject({
        title: newest.title,
        url: expect.stringMatching(new RegExp(`/ke/blog/${newest.slug}$`)),
      });
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list shows every article, the featured section and the count @once', async ({ page }) => {
    await page.goto('/ke/blog');
    await expect(results(page).getByRole('article')).toHaveCount(blogPosts.length);
    for (const post of blogPosts) await expect(results(page).getByRole('link', { name: post.title })).toHaveAttribute('href', `/ke/blog/${post.slug}`);
    await expect(featuredSection(page).getByRole('article')).toHaveCount(featured.length);
    await expect(count(page)).toHaveText(`${blogPosts.length} articles found`);
    // The controls need JavaScript: they say so by being disabled rather than doing nothing.
    await expect(search(page)).toBeDisabled();
  });

  test('an article renders in full @once', async ({ page }) => {
    const oldest = blogPosts.at(-1)!;
    await page.goto(`/ke/blog/${oldest.slug}`);
    const article = main(page).getByRole('article').first();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.title);
    await expect(article).toContainText(closingText(oldest));
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
    const response = await request.get(`/blog/${newest.slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toMatch(new RegExp(`/ke/blog/${newest.slug}$`));
  });
});
