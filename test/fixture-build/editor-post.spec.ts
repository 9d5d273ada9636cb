import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { categorySlug } from '@/lib/blog/categories';
import { categoryCoverSrc } from '@/lib/blog/cover';
import { readPostSources } from '@/lib/blog/source';

/**
 * What an editor's new file does to the production site: built from the real articles plus the
 * fixtures (test/fixtures/blog), with the new post dated today, ~400 words and no cover, and a
 * draft beside it (test/fixture-build/serve.ts).
 */
const fixtures = readPostSources(join(process.cwd(), 'test', 'fixtures', 'blog'), { drafts: true, today: '9999-12-31' });
const fixture = (slug: string) => fixtures.find((post) => post.slug === slug)!;
const post = fixture('fixture-new-post');
const companion = fixture('fixture-companion-post');
const draft = fixture('fixture-draft-post');
const swahili = fixture('fixture-new-post-sw');

const main = (page: Page) => page.getByRole('main');
const search = (page: Page) => main(page).getByRole('searchbox', { name: 'Search articles' });
const results = (page: Page) =>
  main(page)
    .locator('section')
    .filter({ has: page.getByRole('status') });

test('the new post has its page, with the category’s cover sized and hidden from screen readers', async ({ page }) => {
  const response = await page.goto(`/ke/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ke/blog/${post.slug}$`));
  const article = main(page).getByRole('article').first();
  await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  // The first screen's picture is drawn into the page (an SVG of ours), sized as its file is;
  // decoration beside the category badge, so screen readers skip it.
  const drawing = article.locator(`[data-src="${categoryCoverSrc(post.category)}"]`);
  await expect(drawing).toHaveAttribute('aria-hidden', 'true');
  const cover = drawing.locator('> svg');
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '630');
});

test('the new post has its share image', async ({ page, request }) => {
  await page.goto(`/ke/blog/${post.slug}`);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  // Drawn beside the page's route, which English pages have below an `en` segment.
  expect(image).toMatch(new RegExp(`/ke/en/blog/${post.slug}/opengraph-image`));
  const response = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('the new post is in the list, its category’s filter and the search; the draft is in none', async ({ page }) => {
  await page.goto('/ke/blog');
  await expect(search(page)).toBeEnabled();
  await expect(results(page).getByRole('link', { name: post.title })).toHaveAttribute('href', `/ke/blog/${post.slug}`);
  await expect(main(page)).not.toContainText(draft.title);

  await page.goto(`/ke/blog?category=${categorySlug(post.category)}`);
  await expect(search(page)).toBeEnabled();
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(post.category);
  await expect(results(page).getByRole('link', { name: post.title })).toBeVisible();
  await expect(results(page).getByRole('link', { name: companion.title })).toBeVisible();
  await expect(main(page)).not.toContainText(draft.title);

  await search(page).fill('fixture draft');
  await expect(main(page).getByRole('status')).toHaveText('0 articles found');
  await search(page).fill(post.author);
  await expect(results(page).getByRole('link', { name: post.title })).toBeVisible();
});

test('the new post is among the related articles of another article in its category; the draft is not', async ({ page }) => {
  await page.goto(`/ke/blog/${companion.slug}`);
  const related = main(page).getByRole('region', { name: 'Related Articles' });
  // Same category first, newest first: the post dated today leads.
  await expect(related.getByRole('link').first()).toHaveAttribute('href', `/ke/blog/${post.slug}`);
  await expect(related).not.toContainText(draft.title);
});

test('the feed and the sitemap list the new post and not the draft', async ({ request }) => {
  const feed = await (await request.get('/blog/rss.xml')).text();
  expect(feed).toMatch(new RegExp(`<link>https?://[^<]+/ke/blog/${post.slug}</link>`));
  expect(feed).not.toContain(draft.slug);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/ke/blog/${post.slug}</loc>`));
  expect(sitemap).not.toContain(draft.slug);
});

test('the draft has no page: its address shows the first article, as any unknown one does', async ({ page, request }) => {
  const response = await page.goto(`/ke/blog/${draft.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(draft.title);
  await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', new RegExp(draft.slug));
  expect(await page.content()).not.toContain(draft.title);
  expect((await request.get(`/ke/en/blog/${draft.slug}/opengraph-image`)).status()).not.toBe(200);
});

test('a replaced image is revalidated within the hour; only hashed build files are immutable', async ({ page, request }) => {
  const image = await request.get(categoryCoverSrc(post.category));
  expect(image.headers()['cache-control']).toBe('public, max-age=3600, must-revalidate');
  const etag = image.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get(categoryCoverSrc(post.category), { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);

  await page.goto('/ke/blog');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable');
});

test('a Swahili translation changes nothing on the English pages: list, related, feed, sitemap, its slug', async ({ page, request }) => {
  await page.goto('/ke/blog');
  await expect(results(page).getByRole('link', { name: post.title })).toBeVisible();
  await expect(main(page)).not.toContainText(swahili.title);
  await page.goto(`/ke/blog/${companion.slug}`);
  await expect(main(page).getByRole('region', { name: 'Related Articles' })).not.toContainText(swahili.title);

  const feed = await (await request.get('/blog/rss.xml')).text();
  expect(feed).not.toContain(swahili.slug);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`/ke/blog/${swahili.slug}<`);

  // At an English address its slug is unknown: the first English article is shown.
  expect((await page.goto(`/ke/blog/${swahili.slug}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(swahili.title);
});
