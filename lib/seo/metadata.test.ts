import { comingSoonCopy } from '../content/coming-soon';
import { pageMeta } from '../content/page-meta';
import { countryAlternates, metadataFor, pageMetadata } from './metadata';

const site = 'https://www.kilelepay.co.ke';
const params = (country: string) => ({ params: Promise.resolve({ country }) });

describe('pageMetadata for a Kenyan page', () => {
  const kenyan = pageMetadata({
    country: 'ke',
    path: '/about',
    title: 'About Kilele Pay',
    description: 'Who we are.',
    keywords: ['payments Kenya'],
  });

  it('gives it its absolute canonical URL and itself as en-KE and x-default', () => {
    expect(kenyan.alternates?.canonical).toBe(`${site}/ke/about`);
    expect(kenyan.alternates?.languages).toEqual({ 'en-KE': `${site}/ke/about`, 'x-default': `${site}/ke/about` });
    expect(kenyan.keywords).toEqual(['payments Kenya']);
  });

  it('fills Open Graph with the site image, described by its own alt text', () => {
    expect(kenyan.openGraph).toEqual({
      type: 'website',
      url: `${site}/ke/about`,
      title: 'About Kilele Pay',
      description: 'Who we are.',
      siteName: 'Kilele Pay',
      locale: 'en_US',
      alternateLocale: ['en_KE'],
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

  it('is canonical at the country home, with the three markets and x-default as alternates', () => {
    expect(uganda.alternates?.canonical).toBe(`${site}/ug`);
    expect(uganda.alternates?.languages).toEqual({
      'en-KE': `${site}/ke`,
      'en-UG': `${site}/ug`,
      'en-TZ': `${site}/tz`,
      'x-default': `${site}/ke`,
    });
  });

  it('shares as the Ugandan page, under its own title', () => {
    expect(uganda.title).toEqual({ absolute: 'Kilele Pay in Uganda: coming soon' });
    expect(uganda.openGraph).toMatchObject({ url: `${site}/ug`, title, description: metaDescription, locale: 'en_US' });
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

  it('gives every inner page only itself as alternate: deeper /ug and /tz paths are the coming-soon home', async () => {
    for (const page of ['about', 'developers', 'blog', 'airtime'] as const) {
      const { alternates } = await metadataFor(page)(params('ke'));
      expect(alternates?.languages).toEqual({ 'en-KE': alternates?.canonical, 'x-default': alternates?.canonical });
    }
  });
});

describe('countryAlternates', () => {
  it('builds absolute alternates for a path in every market', () => {
    expect(countryAlternates('/blog')['en-TZ']).toBe(`${site}/tz/blog`);
  });
});

describe('pageMeta', () => {
  it('gives every fixed page its own title and description', () => {
    const entries = Object.values(pageMeta);
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(entries.length);
  });
});
