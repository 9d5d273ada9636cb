import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogCategories } from './categories';
import { countWords } from './read-time';
import { blogContentDir, publicDir, readPostSources } from './source';

describe('the shipped articles', () => {
  const posts = readPostSources(blogContentDir, { publicDir });

  it('are seven, each valid, including the two the spec names', () => {
    expect(posts).toHaveLength(7);
    expect(posts.map((post) => post.slug)).toEqual(expect.arrayContaining(['subscription-api-guide', 'future-of-payments-ai']));
  });

  it('cover every category, and some are featured', () => {
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(blogCategories));
    expect(posts.filter((post) => post.featured).length).toBeGreaterThanOrEqual(2);
  });

  it.each(posts.map((post) => [post.slug, post] as const))('%s has a full body of 600–1500 words, dated 2025–2026 and not in the future', (_slug, post) => {
    const words = countWords(post.body);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1500);
    expect(post.date >= '2025-01-01' && post.date <= '2026-11-21').toBe(true);
  });

  it('state the documented API facts, never others', () => {
    const all = posts.map((post) => post.body).join('\n');
    const subscription = posts.find((post) => post.slug === 'subscription-api-guide')?.body ?? '';
    for (const field of ['mobile_number', 'amount', 'frequency', 'description', 'start_date', 'subscription_id', 'customer_name', 'next_billing_date']) {
      expect(subscription).toContain(field);
    }
    for (const event of ['subscription.payment.success', 'subscription.payment.failed', 'subscription.cancelled']) {
      expect(subscription).toContain(event);
    }
    expect(all).not.toMatch(/"status": "(?!pending|active)/);
    // Any phone number in an example is 254 followed by nine digits.
    for (const phone of all.match(/\b254\d+\b/g) ?? []) expect(phone).toMatch(/^254\d{9}$/);
  });
});

describe('readPostSources rejects bad frontmatter, naming the file and the field', () => {
  let dir: string;
  let images: string;

  const valid = {
    title: "'A valid title'",
    excerpt: "'A valid excerpt.'",
    author: 'Test Author',
    date: '2026-01-15',
    category: 'Regulatory',
    featured: 'false',
    image: '/images/blog/fixture.svg',
  };

  function write(name: string, fields: Record<string, string | undefined>, body = 'Some words in the body.') {
    const lines = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${value}`);
    writeFileSync(join(dir, name), `---\n${lines.join('\n')}\n---\n\n${body}\n`);
  }

  const read = () => readPostSources(dir, { publicDir: images });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'blog-fixture-'));
    images = mkdtempSync(join(tmpdir(), 'blog-public-'));
    mkdirSync(join(images, 'images', 'blog'), { recursive: true });
    writeFileSync(join(images, 'images', 'blog', 'fixture.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"/>');
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(images, { recursive: true, force: true });
  });

  it('accepts a valid file, computing the read time and defaulting featured', () => {
    write('good-post.mdx', { ...valid, featured: undefined }, 'word '.repeat(450));
    const [post] = read();
    expect(post).toMatchObject({ slug: 'good-post', title: 'A valid title', date: '2026-01-15', featured: false, readTime: 3 });
  });

  it('keeps a read time given in the frontmatter', () => {
    write('given.mdx', { ...valid, readTime: '9' });
    expect(read()[0]?.readTime).toBe(9);
  });

  it.each([
    ['a missing field', { title: undefined }, 'title'],
    ['an empty field', { author: "''" }, 'author'],
    ['a wrong type', { featured: 'yes please' }, 'featured'],
    ['an unknown category', { category: 'Payments' }, 'category'],
    ['an impossible date', { date: '2025-02-30' }, 'date'],
    ['a month that does not exist', { date: '2025-13-01' }, 'date'],
    ['a date in another format', { date: '15/01/2026' }, 'date'],
    ['a quoted bad date', { date: "'January 2026'" }, 'date'],
    ['an image outside public/images/blog', { image: 'https://example.com/x.png' }, 'image'],
    ['an image that does not exist', { image: '/images/blog/missing.svg' }, 'image'],
    ['a misspelt field', { auther: 'Someone' }, 'auther'],
    ['a read time that is not a number', { readTime: 'five' }, 'readTime'],
  ])('%s', (_case, change, field) => {
    write('bad-post.mdx', { ...valid, ...change });
    expect(read).toThrow(/bad-post\.mdx/);
    expect(read).toThrow(new RegExp(`field "${field}"`));
  });

  it('a file name that is not a slug', () => {
    write('Bad_Name.mdx', valid);
    expect(read).toThrow(/Bad_Name\.mdx: field "slug"/);
  });

  it('a duplicate slug', () => {
    write('same-slug.md', valid);
    write('same-slug.mdx', valid);
    expect(read).toThrow(/same-slug\.md and .*same-slug\.mdx: field "slug": duplicate slug "same-slug"/);
  });

  it('frontmatter in JavaScript, which gray-matter would evaluate', () => {
    writeFileSync(join(dir, 'js-post.mdx'), '---js\n{ title: (globalThis.evaluated = true, "x") }\n---\nbody\n');
    expect(read).toThrow(/Only YAML frontmatter/);
    expect(Reflect.get(globalThis, 'evaluated')).toBeUndefined();
  });

  it('lists every bad field of a file at once', () => {
    write('many.mdx', { ...valid, title: undefined, category: 'Nope' });
    expect(read).toThrow(/field "title"[\s\S]*field "category"/);
  });
});
