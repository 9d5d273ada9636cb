import { apiDocIds } from '../api-docs/ids';
import { articleHref } from '../blog/languages';
import { blogContentDir, readPostSources } from '../blog/source';
import { legalDocuments } from '../content/legal';
import { resultCodes } from '../mpesa-sandbox/result-codes';
import { pagePaths } from '../routes';
import { siteCopyUpdated } from './last-modified';
import { sitemapEntries } from './sitemap';

const site = 'https://www.kilelepay.co.ke';
const posts = readPostSources(blogContentDir);
const englishPosts = posts.filter((post) => post.language === 'en');
const entries = sitemapEntries(posts);
const paths = entries.map((entry) => new URL(entry.url).pathname);
const byPath = new Map(entries.map((entry) => [new URL(entry.url).pathname, entry]));

describe('sitemapEntries', () => {
  it('lists every generated page once: the homes and each Kenyan page in each language, the API pages in English, each result code in each language, each article in its language', () => {
    const fixed = Object.values(pagePaths)
      .filter(Boolean)
      .flatMap((path) => [`/ke${path}`, `/ke/sw${path}`]);
    const expected = [
      ...['/ke', '/ug', '/tz', '/ke/sw', '/ug/sw', '/tz/sw'],
      ...fixed,
      ...apiDocIds.map((id) => `/ke/developers/api/${id}`),
      ...resultCodes.flatMap((code) => [`/ke/developers/result-codes/${code}`, `/ke/sw/developers/result-codes/${code}`]),
      ...posts.map((post) => articleHref('ke', post)),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives absolute URLs on the site’s origin', () => {
    for (const entry of entries) expect(entry.url.startsWith(`${site}/`)).toBe(true);
  });

  it('names every home in each language of each market as alternates, x-default the English Kenyan one', () => {
    const alternates = {
      'en-KE': `${site}/ke`,
      'en-UG': `${site}/ug`,
      'en-TZ': `${site}/tz`,
      'sw-KE': `${site}/ke/sw`,
      'sw-UG': `${site}/ug/sw`,
      'sw-TZ': `${site}/tz/sw`,
      'x-default': `${site}/ke`,
    };
    for (const home of ['/ke', '/ug', '/tz', '/ke/sw', '/ug/sw', '/tz/sw']) expect(byPath.get(home)?.alternates?.languages).toEqual(alternates);
  });

  it('gives each Kenyan page its English and Swahili versions, and an API page itself only', () => {
    expect(byPath.get('/ke/sw/about')?.alternates?.languages).toEqual({
      'en-KE': `${site}/ke/about`,
      'sw-KE': `${site}/ke/sw/about`,
      'x-default': `${site}/ke/about`,
    });
    const api = `${site}/ke/developers/api/${apiDocIds[0]}`;
    expect(byPath.get(new URL(api).pathname)?.alternates?.languages).toEqual({ 'en-KE': api, 'x-default': api });
  });

  it.each(resultCodes)('gives the page of result code %i its English and Swahili versions, each naming both', (code) => {
    const english = `${site}/ke/developers/result-codes/${code}`;
    const swahili = `${site}/ke/sw/developers/result-codes/${code}`;
    const alternates = { 'en-KE': english, 'sw-KE': swahili, 'x-default': english };
    expect(byPath.get(new URL(english).pathname)?.alternates?.languages).toEqual(alternates);
    expect(byPath.get(new URL(swahili).pathname)?.alternates?.languages).toEqual(alternates);
  });

  it('names alternates reciprocally: every version of a page lists the same versions, itself among them', () => {
    for (const entry of entries) {
      const languages = entry.alternates?.languages ?? {};
      expect(Object.values(languages)).toContain(entry.url);
      for (const url of Object.values(languages)) expect(byPath.get(new URL(url ?? '').pathname)?.alternates?.languages).toEqual(languages);
    }
  });

  it('pairs a translated article with its original', () => {
    const translation = posts.find((post) => post.translationOf !== undefined);
    const original = posts.find((post) => post.slug === translation?.translationOf && post.language === 'en');
    if (!translation || !original) throw new Error('the fixture articles have no translation');
    expect(byPath.get(articleHref('ke', translation))?.alternates?.languages).toEqual({
      'en-KE': `${site}${articleHref('ke', original)}`,
      'sw-KE': `${site}${articleHref('ke', translation)}`,
      'x-default': `${site}${articleHref('ke', original)}`,
    });
  });

  it('dates articles by their day, legal pages by their update and the rest by the copy, never by the build', () => {
    for (const post of posts) expect(byPath.get(articleHref('ke', post))?.lastModified).toBe(post.date);
    for (const doc of legalDocuments) expect(byPath.get(`/ke/legal/${doc.page}`)?.lastModified).toBe(doc.updated);
    expect(byPath.get('/ke/about')?.lastModified).toBe(siteCopyUpdated);
    const newest =
      englishPosts
        .map((post) => post.date)
        .sort()
        .at(-1) ?? '';
    expect(byPath.get('/ke/blog')?.lastModified).toBe(newest > siteCopyUpdated ? newest : siteCopyUpdated);
    for (const entry of entries) expect(entry.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a newer article on the blog list’s date', () => {
    const later = sitemapEntries([...posts, { slug: 'tomorrow', date: '2099-01-01', language: 'en' }]);
    expect(later.find((entry) => entry.url === `${site}/ke/blog`)?.lastModified).toBe('2099-01-01');
  });
});
