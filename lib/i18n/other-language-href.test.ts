import { otherLanguageHref } from './other-language-href';

const twins = { '/ke/blog/stk-push-guide': '/ke/sw/blog/mwongozo-stk-push', '/ke/sw/blog/mwongozo-stk-push': '/ke/blog/stk-push-guide' };

describe('otherLanguageHref', () => {
  it('leads from an English page to the same page in Swahili, and back', () => {
    expect(otherLanguageHref('/ke/about', twins)).toEqual({ href: '/ke/sw/about', locale: 'sw' });
    expect(otherLanguageHref('/ke/sw/about', twins)).toEqual({ href: '/ke/about', locale: 'en' });
    expect(otherLanguageHref('/ke', twins)).toEqual({ href: '/ke/sw', locale: 'sw' });
    expect(otherLanguageHref('/ke/sw', twins)).toEqual({ href: '/ke', locale: 'en' });
    expect(otherLanguageHref('/ke/sw/product/payment-infrastructure', twins).href).toBe('/ke/product/payment-infrastructure');
  });

  it("reads a coming-soon market's page as its home, at either of its addresses", () => {
    expect(otherLanguageHref('/tz/coming-soon', twins).href).toBe('/tz/sw');
    expect(otherLanguageHref('/tz', twins).href).toBe('/tz/sw');
    expect(otherLanguageHref('/ug/sw/coming-soon', twins).href).toBe('/ug');
  });

  it("leads an article to its translation, or to the other language's blog when it has none", () => {
    expect(otherLanguageHref('/ke/blog/stk-push-guide', twins).href).toBe('/ke/sw/blog/mwongozo-stk-push');
    expect(otherLanguageHref('/ke/sw/blog/mwongozo-stk-push', twins).href).toBe('/ke/blog/stk-push-guide');
    expect(otherLanguageHref('/ke/blog/untranslated-article', twins).href).toBe('/ke/sw/blog');
  });

  it('leads from the English-only API reference to the Swahili developers page', () => {
    expect(otherLanguageHref('/ke/developers/api/mpesa-stk-push', twins)).toEqual({ href: '/ke/sw/developers', locale: 'sw' });
  });
});
