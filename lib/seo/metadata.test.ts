import { comingSoonCopy } from '../content/coming-soon';
import { pageMeta } from '../content/page-meta';
import { pagePaths } from '../routes';
import { pageAlternates } from './alternates';
import { pageMetadata } from './metadata';
import { metadataFor } from './metadata-for';

const site = 'https://www.kilelepay.co.ke';
const params = (country: string) => ({ params: Promise.resolve({ country, lang: 'en' }) });

describe('pageMetadata for a Kenyan page', () => {
  const kenyan = pageMetadata({
    country: 'ke',
    path: '/about',
    title: 'About Kilele Pay',
    description: 'Who we are.',
    keywords: ['payments Kenya'],
  });

  it('gives it its absolute canonical URL, itself as en-KE and x-default, and its Swahili version as sw-KE', () => {
    expect(kenyan.alternates?.canonical).toBe(`${site}/ke/about`);
    expect(kenyan.alternates?.languages).toEqual({ 'en-KE': `${site}/ke/about`, 'sw-KE': `${site}/ke/sw/about`, 'x-default': `${site}/ke/about` });
    expect(kenyan.keywords).toEqual(['payments Kenya']);
  });

  it('fills Open Graph with the site image, described by its own alt text', () => {
    expect(kenyan.openGraph).toEqual({
      type: 'website',
      url: `${site}/ke/about`,
      title: 'About Kilele Pay',
      description: 'Who we are.',
      siteName: 'Kilele Pay',
      locale: 'en_KE',
      alternateLocale: ['sw_KE'],
      images: [{ url: '/opengraph-image', width: 1200, height: 630, type: 'image/png', alt: 'Kilele Pay: Simplifying payments across Africa' }],
    });
  });

  it('makes a large Twitter card that takes the Open Graph image', () => {
    expect(kenyan.twitter).toEqual({ card: 'summary_large_image', title: 'About Kilele Pay', description: 'Who we are.' });
  });

  it('leaves the image to the page’s own opengraph-image file when asked', () => {
    const article = pageMetadata({ country: 'ke', path: '/blog/x', title: 'X', description: 'x', image: 'own', type: 'article' });
    expect(article.openGraph).not.toHaveProperty('images');
    expect(article.twitter).not.toHaveProperty('images');
    expect(article.openGraph).toMatchObject({ type: 'article', url: `${site}/ke/blog/x` });
  });

  it('uses the title as it is when it already names the brand', () => {
    expect(pageMetadata({ country: 'ke', path: '', title: 'Kilele Pay: home', description: 'x', absoluteTitle: true }).title).toEqual({
      absolute: 'Kilele Pay: home',
    });
    expect(kenyan.title).toBe('About Kilele Pay');
  });
});

describe('pageMetadata for a coming-soon page', () => {
  const { title, metaDescription } = comingSoonCopy.ug;
  const uganda = pageMetadata({ country: 'ug', path: '', perCountry: true, title, description: metaDescription, absoluteTitle: true });

  it('is canonical at the country home, with the three markets in each language and x-default as alternates', () => {
    expect(uganda.alternates?.canonical).toBe(`${site}/ug`);
    expect(uganda.alternates?.languages).toEqual({
      'en-KE': `${site}/ke`,
      'en-UG': `${site}/ug`,
      'en-TZ': `${site}/tz`,
      'sw-KE': `${site}/ke/sw`,
      'sw-UG': `${site}/ug/sw`,
      'sw-TZ': `${site}/tz/sw`,
      'x-default': `${site}/ke`,
    });
  });

  it('shares as the Ugandan page, under its own title', () => {
    expect(uganda.title).toEqual({ absolute: 'Kilele Pay in Uganda: coming soon' });
    expect(uganda.openGraph).toMatchObject({ url: `${site}/ug`, title, description: metaDescription, locale: 'en_UG', alternateLocale: ['sw_UG'] });
  });
});

describe('metadataFor', () => {
  it('reads the written title, description and keywords of a fixed page', async () => {
    const products = await metadataFor('products')(params('ke'));
    expect(products.title).toBe(pageMeta.products.title);
    expect(products.description).toBe(pageMeta.products.description);
    expect(products.keywords).toEqual(pageMeta.products.keywords);
    expect(products.alternates?.canonical).toBe(`${site}/ke/products`);
  });

  it('gives every inner page its own market in each language: deeper /ug and /tz paths are the coming-soon home', async () => {
    for (const page of ['about', 'developers', 'blog', 'airtime'] as const) {
      const { alternates } = await metadataFor(page)(params('ke'));
      const path = pagePaths[page];
      expect(alternates?.languages).toEqual({ 'en-KE': alternates?.canonical, 'sw-KE': `${site}/ke/sw${path}`, 'x-default': alternates?.canonical });
    }
  });
});

describe('a Swahili page', () => {
  const about = pageMetadata({ country: 'ke', locale: 'sw', path: '/about', title: 'Kuhusu', description: 'Maelezo' });

  it('is its own canonical page, below the language segment', () => {
    expect(about.alternates?.canonical).toBe(`${site}/ke/sw/about`);
    expect(about.openGraph?.url).toBe(`${site}/ke/sw/about`);
  });

  it('names the same alternates as its English version, so the pair is reciprocal', () => {
    const english = pageMetadata({ country: 'ke', path: '/about', title: 'About', description: 'About us' });
    expect(about.alternates?.languages).toEqual(english.alternates?.languages);
    expect(about.alternates?.languages).toEqual({ 'en-KE': `${site}/ke/about`, 'sw-KE': `${site}/ke/sw/about`, 'x-default': `${site}/ke/about` });
  });

  it('says its language to Open Graph', () => {
    expect(about.openGraph).toMatchObject({ locale: 'sw_KE' });
  });

  it("shares the site's Swahili image, described in Swahili", () => {
    expect(about.openGraph).toMatchObject({
      images: [{ url: '/sw/opengraph-image', width: 1200, height: 630, type: 'image/png', alt: 'Kilele Pay: Tunarahisisha malipo kote Afrika' }],
    });
  });

  it('shares the English image, described in English, in a language that has no image of its own', () => {
    const pseudo = pageMetadata({ country: 'ke', locale: 'xa', path: '/about', title: 'X', description: 'x' });
    expect(pseudo.openGraph).toMatchObject({
      images: [{ url: '/opengraph-image', alt: 'Kilele Pay: Simplifying payments across Africa' }],
    });
  });

  it('names its own market in its Open Graph locales: sw_TZ on /tz/sw', () => {
    const tanzania = pageMetadata({ country: 'tz', locale: 'sw', path: '', perCountry: true, title: 'Tanzania', description: 'Tanzania' });
    expect(tanzania.openGraph).toMatchObject({ locale: 'sw_TZ', alternateLocale: ['en_TZ'] });
  });

  it('names its own market in English too: en_TZ on /tz, with the Swahili page beside it', () => {
    const tanzania = pageMetadata({ country: 'tz', path: '', perCountry: true, title: 'Tanzania', description: 'Tanzania' });
    expect(tanzania.openGraph).toMatchObject({ locale: 'en_TZ', alternateLocale: ['sw_TZ'] });
  });
});

describe('pageAlternates', () => {
  it('builds absolute alternates for a path in every market and language', () => {
    const languages = pageAlternates('ke', '/blog', true);
    expect(languages['en-TZ']).toBe(`${site}/tz/blog`);
    expect(languages['sw-TZ']).toBe(`${site}/tz/sw/blog`);
    expect(languages['x-default']).toBe(`${site}/ke/blog`);
  });

  it('names only the languages a page is written in', () => {
    expect(pageAlternates('ke', '/developers/api/payouts', false, ['en'])).toEqual({
      'en-KE': `${site}/ke/developers/api/payouts`,
      'x-default': `${site}/ke/developers/api/payouts`,
    });
  });
});

describe('pageMeta', () => {
  it('gives every fixed page its own title and description', () => {
    const entries = Object.values(pageMeta);
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(entries.length);
  });
});
