import { pageInLanguage } from './page-in-language';

const articles = {
  '/ke/blog/stk-push-guide': { sw: '/ke/sw/blog/mwongozo-stk-push' },
  '/ke/sw/blog/mwongozo-stk-push': { en: '/ke/blog/stk-push-guide' },
};

describe('pageInLanguage', () => {
  it('leads from an English page to the same page in Swahili, and back', () => {
    expect(pageInLanguage('/ke/about', 'sw', articles)).toBe('/ke/sw/about');
    expect(pageInLanguage('/ke/sw/about', 'en', articles)).toBe('/ke/about');
    expect(pageInLanguage('/ke', 'sw', articles)).toBe('/ke/sw');
    expect(pageInLanguage('/ke/sw', 'en', articles)).toBe('/ke');
    expect(pageInLanguage('/ke/sw/product/payment-infrastructure', 'en', articles)).toBe('/ke/product/payment-infrastructure');
  });

  it('stays on the page when asked for its own language', () => {
    expect(pageInLanguage('/ke/sw/about', 'sw', articles)).toBe('/ke/sw/about');
    expect(pageInLanguage('/ke/blog/untranslated-article', 'en', articles)).toBe('/ke/blog/untranslated-article');
    expect(pageInLanguage('/ke/developers/api/mpesa-stk-push', 'en', articles)).toBe('/ke/developers/api/mpesa-stk-push');
  });

  it("reads a coming-soon market's page as its home, at either of its addresses", () => {
    expect(pageInLanguage('/tz/coming-soon', 'sw', articles)).toBe('/tz/sw');
    expect(pageInLanguage('/tz', 'sw', articles)).toBe('/tz/sw');
    expect(pageInLanguage('/ug/sw/coming-soon', 'en', articles)).toBe('/ug');
  });

  it("leads an article to its version in the language, or to that language's blog when it has none", () => {
    expect(pageInLanguage('/ke/blog/stk-push-guide', 'sw', articles)).toBe('/ke/sw/blog/mwongozo-stk-push');
    expect(pageInLanguage('/ke/sw/blog/mwongozo-stk-push', 'en', articles)).toBe('/ke/blog/stk-push-guide');
    expect(pageInLanguage('/ke/blog/untranslated-article', 'sw', articles)).toBe('/ke/sw/blog');
  });

  it('leads from the English-only API reference to the developers page of another language', () => {
    expect(pageInLanguage('/ke/developers/api/mpesa-stk-push', 'sw', articles)).toBe('/ke/sw/developers');
  });
});

describe('pageInLanguage in a build with a third language (the test build’s pseudo-language)', () => {
  let inThree: typeof pageInLanguage;
  beforeAll(async () => {
    process.env.NEXT_PUBLIC_PSEUDO_LOCALE = '1';
    await jest.isolateModulesAsync(async () => {
      ({ pageInLanguage: inThree } = await import('./page-in-language'));
    });
  });
  afterAll(() => {
    delete process.env.NEXT_PUBLIC_PSEUDO_LOCALE;
  });

  it('leads to the language asked for, whichever the page is in', () => {
    expect(inThree('/ke/about', 'xa', articles)).toBe('/ke/xa/about');
    expect(inThree('/ke/xa/about', 'sw', articles)).toBe('/ke/sw/about');
    expect(inThree('/ke/sw/about', 'xa', articles)).toBe('/ke/xa/about');
    expect(inThree('/ke/xa', 'en', articles)).toBe('/ke');
  });

  it("leads an article to the third language's blog, where it has no version", () => {
    expect(inThree('/ke/blog/stk-push-guide', 'xa', articles)).toBe('/ke/xa/blog');
    expect(inThree('/ke/xa/blog/stk-push-guide', 'sw', articles)).toBe('/ke/sw/blog');
  });
});
