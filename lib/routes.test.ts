import { apiDocHref, blogPostHref, pageHref } from './routes';

describe('links from each market', () => {
  it('keep the live market on its own pages', () => {
    expect(pageHref('ke', 'about')).toBe('/ke/about');
    expect(pageHref('ke', 'home', 'contact')).toBe('/ke#contact');
    expect(apiDocHref('ke', 'payouts')).toBe('/ke/developers/api/payouts');
  });

  it.each(['ug', 'tz'] as const)('lead from %s to the Kenyan page where only Kenya has it', (country) => {
    expect(pageHref(country, 'home')).toBe(`/${country}`);
    expect(pageHref(country, 'about')).toBe('/ke/about');
    expect(pageHref(country, 'developers')).toBe('/ke/developers');
    expect(pageHref(country, 'home', 'contact')).toBe('/ke#contact');
    expect(apiDocHref(country, 'mpesa-stk-push')).toBe('/ke/developers/api/mpesa-stk-push');
    expect(blogPostHref(country, 'a-post')).toBe('/ke/blog/a-post');
  });
});
