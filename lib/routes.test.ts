import { apiDocIds } from './api-docs/ids';
import { countries, isCountry, isLive } from './countries';
import { routeRequest, servesPageAsIs } from './route-request';
import { apiDocHref, blogPostHref, comingSoonPath, pageHref, pagePaths, searchHref, searchPath, sitePageHref, sitePages } from './routes';

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

  it.each(['ke', 'ug', 'tz'] as const)("send a search from %s to the live market's results page, in the language of the page", (country) => {
    expect(searchHref(country, 'en')).toBe('/ke/search');
    expect(searchHref(country, 'sw')).toBe('/ke/sw/search');
  });
});

describe('sitePages', () => {
  const hrefs = sitePages([
    { slug: 'a-post', language: 'en' },
    { slug: 'another-post', language: 'en' },
    { slug: 'makala', language: 'sw' },
  ]).map(sitePageHref);

  it('leaves out the search results page, which is never indexed', () => {
    expect(hrefs.filter((href) => href.endsWith(searchPath))).toEqual([]);
  });

  it('lists every page once', () => {
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('has each market home, and every other page in the live markets only', () => {
    for (const country of countries) expect(hrefs).toContain(`/${country}`);
    for (const country of countries.filter(isLive)) {
      for (const path of Object.values(pagePaths)) expect(hrefs).toContain(`/${country}${path}`);
      for (const id of apiDocIds) expect(hrefs).toContain(apiDocHref(country, id));
      expect(hrefs).toEqual(expect.arrayContaining([blogPostHref(country, 'a-post'), blogPostHref(country, 'another-post')]));
    }
    const comingSoon = countries.filter((country) => !isLive(country));
    expect(hrefs.filter((href) => comingSoon.some((country) => href.startsWith(`/${country}/`) && href !== `/${country}/sw`))).toEqual([]);
  });

  it('has every home and every fixed Kenyan page in Swahili too, the API reference in English only, an article in its own language', () => {
    for (const country of countries) expect(hrefs).toContain(`/${country}/sw`);
    for (const path of Object.values(pagePaths)) expect(hrefs).toContain(`/ke/sw${path}`);
    expect(hrefs.filter((href) => href.startsWith('/ke/sw/developers/api'))).toEqual([]);
    expect(hrefs).toContain('/ke/sw/blog/makala');
    expect(hrefs).not.toContain('/ke/blog/makala');
    expect(hrefs).not.toContain('/ke/sw/blog/a-post');
  });

  it('names pages the router serves at their own address, not through a redirect or a fallback', () => {
    // Articles are left out: their slugs here are made up, and the router checks them on disk.
    const pages = sitePages([]).map(sitePageHref);
    for (const href of pages) {
      const [country] = href.split('/').filter(Boolean);
      // A market not live yet is named by its home (in each language), where the proxy shows its one page.
      if (country && isCountry(country) && !isLive(country)) {
        const language = href.split('/')[2] ?? 'en';
        expect([href, routeRequest(href, () => false)]).toEqual([href, { action: 'rewrite', pathname: `/${country}/${language}${comingSoonPath}` }]);
      } else {
        expect([href, servesPageAsIs(href, () => false)]).toEqual([href, true]);
      }
    }
  });
});
