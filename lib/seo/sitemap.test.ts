import { apiDocIds } from '../api-docs/ids';
import { postsIn } from '../blog/languages';
import { blogContentDir, readPostSources } from '../blog/source';
import { legalDocuments } from '../content/legal';
import { pagePaths } from '../routes';
import { siteCopyUpdated } from './last-modified';
import { sitemapEntries } from './sitemap';

const site = 'https://www.kilelepay.co.ke';
const posts = postsIn(readPostSources(blogContentDir), 'en');
const entries = sitemapEntries(posts);
const paths = entries.map((entry) => new URL(entry.url).pathname);
const byPath = new Map(entries.map((entry) => [new URL(entry.url).pathname, entry]));

describe('sitemapEntries', () => {
  it('lists every generated page once: the three homes, each Kenyan page, API page and article', () => {
    const expected = [
      '/ke',
      '/ug',
      '/tz',
      ...Object.values(pagePaths)
        .filter(Boolean)
        .map((path) => `/ke${path}`),
      ...apiDocIds.map((id) => `/ke/developers/api/${id}`),
      ...posts.map((post) => `/ke/blog/${post.slug}`),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives absolute URLs on the site’s origin', () => {
    for (const entry of entries) expect(entry.url.startsWith(`${site}/`)).toBe(true);
  });

  it('gives the three homes each other as alternates, and every other page itself as en-KE and x-default', () => {
    const alternates = { 'en-KE': `${site}/ke`, 'en-UG': `${site}/ug`, 'en-TZ': `${site}/tz`, 'x-default': `${site}/ke` };
    for (const home of ['/ke', '/ug', '/tz']) expect(byPath.get(home)?.alternates?.languages).toEqual(alternates);
    const others = entries.filter((entry) => !['/ke', '/ug', '/tz'].includes(new URL(entry.url).pathname));
    for (const entry of others) expect(entry.alternates?.languages).toEqual({ 'en-KE': entry.url, 'x-default': entry.url });
  });

  it('dates articles by their day, legal pages by their update and the rest by the copy, never by the build', () => {
    for (const post of posts) expect(byPath.get(`/ke/blog/${post.slug}`)?.lastModified).toBe(post.date);
    for (const doc of legalDocuments) expect(byPath.get(`/ke/legal/${doc.page}`)?.lastModified).toBe(doc.updated);
    expect(byPath.get('/ke/about')?.lastModified).toBe(siteCopyUpdated);
    const newest =
      posts
        .map((post) => post.date)
        .sort()
        .at(-1) ?? '';
    expect(byPath.get('/ke/blog')?.lastModified).toBe(newest > siteCopyUpdated ? newest : siteCopyUpdated);
    for (const entry of entries) expect(entry.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a newer article on the blog list’s date', () => {
    const later = sitemapEntries([...posts, { slug: 'tomorrow', date: '2099-01-01' }]);
    expect(later.find((entry) => entry.url === `${site}/ke/blog`)?.lastModified).toBe('2099-01-01');
  });
});
