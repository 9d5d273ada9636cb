import { countryAlternates, pageMetadata } from './metadata';

describe('pageMetadata', () => {
  const kenyan = pageMetadata({
    country: 'ke',
    path: '/about',
    title: 'About Kilele Pay',
    description: 'Who we are.',
    keywords: ['payments Kenya'],
  });

  it('gives a Kenyan page its absolute canonical URL and no alternates', () => {
    expect(kenyan.alternates?.canonical).toBe('https://www.kilelepay.co.ke/ke/about');
    expect(kenyan.alternates?.languages).toBeUndefined();
    expect(kenyan.keywords).toEqual(['payments Kenya']);
  });

  it('fills Open Graph and the Twitter card, with the site image by default', () => {
    expect(kenyan.openGraph).toMatchObject({
      url: 'https://www.kilelepay.co.ke/ke/about',
      title: 'About Kilele Pay',
      description: 'Who we are.',
      siteName: 'Kilele Pay',
      locale: 'en_US',
      alternateLocale: ['en_KE'],
      images: [{ url: '/opengraph-image', width: 1200, height: 630 }],
    });
    expect(kenyan.twitter).toMatchObject({ card: 'summary_large_image', title: 'About Kilele Pay', images: ['/opengraph-image'] });
  });

  it('adds hreflang alternates and x-default to a page that exists in every market', () => {
    const home = pageMetadata({ country: 'ug', path: '', perCountry: true, title: 'Coming soon', description: 'Soon.' });
    expect(home.alternates?.canonical).toBe('https://www.kilelepay.co.ke/ug');
    expect(home.alternates?.languages).toEqual({
      'en-ke': 'https://www.kilelepay.co.ke/ke',
      'en-ug': 'https://www.kilelepay.co.ke/ug',
      'en-tz': 'https://www.kilelepay.co.ke/tz',
      'x-default': 'https://www.kilelepay.co.ke/ke',
    });
  });

  it('uses the title as it is when it already names the brand', () => {
    expect(pageMetadata({ country: 'ke', path: '', title: 'Kilele Pay: home', description: 'x', absoluteTitle: true }).title).toEqual({
      absolute: 'Kilele Pay: home',
    });
    expect(kenyan.title).toBe('About Kilele Pay');
  });

  it('builds alternates for any path', () => {
    expect(countryAlternates('/blog')['en-tz']).toBe('https://www.kilelepay.co.ke/tz/blog');
  });
});
