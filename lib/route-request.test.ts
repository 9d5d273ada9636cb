import { feedPath } from './blog/feed';
import { articleVersions } from './blog/languages';
import { blogContentDir, readPostSources } from './blog/source';
import { resolveBlogSlug } from './blog/slugs';
import { resultCodes } from './mpesa-sandbox/result-codes';
import { routeRequest, servesPageAsIs } from './route-request';
import { siteFiles } from './routes';
import { locales } from './i18n/locales';
import { searchIndexHref } from './search/index-address';

describe('routeRequest: the routing table', () => {
  it('sends the bare origin to Kenya with a temporary redirect, in the language the visitor chose if any', () => {
    expect(routeRequest('/')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
    expect(routeRequest('/', undefined, 'en')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
    expect(routeRequest('/', undefined, 'sw')).toEqual({ action: 'redirect', status: 307, pathname: '/ke/sw' });
  });

  it('applies a remembered language nowhere but the bare origin: every page address keeps its language', () => {
    for (const path of ['/ke', '/ke/about', '/tz', '/ke/blog']) expect(routeRequest(path, undefined, 'sw')).toEqual(routeRequest(path));
  });

  it.each([
    '/ke',
    '/ke/about',
    '/ke/products',
    '/ke/product/payment-infrastructure',
    '/ke/developers',
    '/ke/blog',
    '/ke/demo',
    '/ke/airtime',
    '/ke/legal/privacy',
  ])('serves the Kenyan page %s from its English route', (path) => {
    expect(routeRequest(path)).toEqual({ action: 'rewrite', pathname: path.replace(/^\/ke/, '/ke/en') });
  });

  it.each([
    ['/about', '/ke/about'],
    ['/developers', '/ke/developers'],
    ['/blog', '/ke/blog'],
    ['/demo', '/ke/demo'],
    ['/airtime', '/ke/airtime'],
    ['/products', '/ke/products'],
    ['/product/payment-infrastructure', '/ke/product/payment-infrastructure'],
    ['/developers/api/mpesa-paybill', '/ke/developers/api/mpesa-paybill'],
  ])('redirects the country-less page %s permanently to %s', (path, target) => {
    expect(routeRequest(path)).toEqual({ action: 'redirect', status: 308, pathname: target });
  });

  it.each([
    ['/ug', '/ug/en/coming-soon'],
    ['/tz', '/tz/en/coming-soon'],
    ['/ug/about', '/ug/en/coming-soon'],
    ['/ug/coming-soon', '/ug/en/coming-soon'],
    ['/ug/developers/api/mpesa-stk-push', '/ug/en/coming-soon'],
    ['/tz/blog/anything', '/tz/en/coming-soon'],
    ['/tz/not/a/page/at/all', '/tz/en/coming-soon'],
  ])('shows the coming-soon page for %s, keeping the URL', (path, target) => {
    expect(routeRequest(path)).toEqual({ action: 'rewrite', pathname: target });
  });

  it('lets the coming-soon route itself through', () => {
    expect(routeRequest('/ug/en/coming-soon')).toEqual({ action: 'next' });
  });

  it.each(['/nothing', '/ke/nothing', '/ke/coming-soon', '/ke/about/deeper', '/KE', '/ke/developers/api', '/wp-admin/setup', '/api'])(
    'sends the unknown path %s to /ke with a temporary redirect',
    (path) => {
      expect(routeRequest(path)).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
    },
  );

  it('shows the STK push page for an unknown API id, keeping the URL', () => {
    expect(routeRequest('/ke/developers/api/mpesa-paybill')).toEqual({ action: 'rewrite', pathname: '/ke/en/developers/api/mpesa-paybill' });
    expect(routeRequest('/ke/developers/api/no-such-api')).toEqual({
      action: 'rewrite',
      pathname: '/ke/en/developers/api/mpesa-stk-push',
    });
  });

  it('shows the STK push page for any odd id, so no odd value reaches a page', () => {
    for (const id of ['%3Cscript%3E', 'Mpesa-STK-Push', 'a'.repeat(300)]) {
      expect(routeRequest(`/ke/developers/api/${id}`)).toEqual({ action: 'rewrite', pathname: '/ke/en/developers/api/mpesa-stk-push' });
    }
    expect(routeRequest('/ke/developers/api/mpesa-paybill/more')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
  });

  it('lets Next serve the share images generated beside a page', () => {
    expect(routeRequest('/ke/opengraph-image')).toEqual({ action: 'next' });
    expect(routeRequest('/ke/blog/some-post/opengraph-image-1a2b3c')).toEqual({ action: 'next' });
  });

  it.each(['/ke/developers/api/wallet-balance', '/ke/developers/api/payouts'])('serves the API page %s from its English route', (path) => {
    expect(routeRequest(path)).toEqual({ action: 'rewrite', pathname: path.replace(/^\/ke/, '/ke/en') });
  });

  describe('Swahili pages, below the language segment', () => {
    it.each([
      '/ke/sw',
      '/ke/sw/about',
      '/ke/sw/products',
      '/ke/sw/product/payment-infrastructure',
      '/ke/sw/developers',
      '/ke/sw/blog',
      '/ke/sw/demo',
      '/ke/sw/airtime',
      '/ke/sw/legal/privacy',
    ])('serves %s as it is', (path) => {
      expect(routeRequest(path)).toEqual({ action: 'next' });
    });

    it.each([
      ['/tz/sw', '/tz/sw/coming-soon'],
      ['/tz/en', '/tz/en/coming-soon'],
      ['/ug/sw', '/ug/sw/coming-soon'],
      ['/ug/sw/about', '/ug/sw/coming-soon'],
      ['/tz/sw/blog/anything', '/tz/sw/coming-soon'],
    ])('shows the Swahili coming-soon page for %s, keeping the URL', (path, target) => {
      expect(routeRequest(path)).toEqual({ action: 'rewrite', pathname: target });
    });

    it('lets the Swahili coming-soon page itself through', () => {
      expect(routeRequest('/tz/sw/coming-soon')).toEqual({ action: 'next' });
    });

    it('shows a missing file below /ke/sw the Swahili page that says so, with the status 404', () => {
      expect(routeRequest('/ke/sw/foo.html', () => false)).toEqual({ action: 'rewrite', pathname: '/ke/sw/missing', status: 404 });
      expect(routeRequest('/ke/sw/missing')).toEqual({ action: 'redirect', status: 307, pathname: '/ke/sw' });
    });

    it('serves the offline page in each language at its own address', () => {
      expect(routeRequest('/ke/offline')).toEqual({ action: 'rewrite', pathname: '/ke/en/offline' });
      expect(routeRequest('/ke/sw/offline')).toEqual({ action: 'next' });
      expect(routeRequest('/ke/en/offline')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/offline' });
    });

    it('serves the search results page in each language at its own address, its query untouched by the table', () => {
      expect(routeRequest('/ke/search')).toEqual({ action: 'rewrite', pathname: '/ke/en/search' });
      expect(routeRequest('/ke/sw/search')).toEqual({ action: 'next' });
      expect(routeRequest('/ke/en/search')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/search' });
      expect(routeRequest('/tz/search')).toEqual({ action: 'rewrite', pathname: '/tz/en/coming-soon' });
    });

    it.each(['/ke/sw/nothing', '/ke/sw/coming-soon', '/ke/sw/about/deeper'])('sends the unknown Swahili path %s to the Swahili home', (path) => {
      expect(routeRequest(path, () => false)).toEqual({ action: 'redirect', status: 307, pathname: '/ke/sw' });
    });

    it('shows the first Swahili article for an unknown slug, and a Swahili article at its own address', () => {
      const first = resolveBlogSlug('no-such-article-slug', 'sw');
      expect(routeRequest('/ke/sw/blog/no-such-article-slug')).toEqual({ action: 'rewrite', pathname: `/ke/sw/blog/${first}` });
      expect(routeRequest(`/ke/sw/blog/${first}`)).toEqual({ action: 'next' });
    });

    it('leads an article asked for in the other language to its translation, or to itself in its own language: never another article', () => {
      const posts = readPostSources(blogContentDir);
      for (const post of posts) {
        const other = post.language === 'en' ? 'sw' : 'en';
        const asked = `${other === 'en' ? '/ke' : '/ke/sw'}/blog/${post.slug}`;
        const translation = articleVersions(post, posts)[other];
        const target = translation
          ? `${other === 'en' ? '/ke' : '/ke/sw'}/blog/${translation.slug}`
          : `${post.language === 'en' ? '/ke' : '/ke/sw'}/blog/${post.slug}`;
        expect([asked, routeRequest(asked)]).toEqual([asked, { action: 'redirect', status: 308, pathname: target }]);
      }
    });

    it.each([
      ['/ke/sw/developers/api/payouts', '/ke/developers/api/payouts'],
      ['/ke/sw/developers/api/no-such-api', '/ke/developers/api/mpesa-stk-push'],
      ['/ke/sw/developers/api/payouts.md', '/ke/developers/api/payouts.md'],
      ['/ke/sw/developers/api', '/ke/sw/developers'],
    ])('sends the API reference address %s to the English reference %s: no Swahili address serves English', (path, target) => {
      expect(routeRequest(path, () => false)).toEqual({ action: 'redirect', status: 308, pathname: target });
    });

    it.each([
      ['/ke/en', '/ke'],
      ['/ke/en/about', '/ke/about'],
      ['/ke/en/blog/anything', '/ke/blog/anything'],
    ])('sends the English route %s to its public address %s: English pages have no language segment', (path, target) => {
      expect(routeRequest(path)).toEqual({ action: 'redirect', status: 308, pathname: target });
    });
  });

  describe('paths with a dot', () => {
    const publicFiles = new Set(['/images/logo.svg', '/images/blog/cover.webp']);
    const route = (path: string) => routeRequest(path, (candidate) => publicFiles.has(candidate));

    it.each([...Object.values(siteFiles), feedPath])('serves the generated file %s as it is', (path) => {
      expect(route(path)).toEqual({ action: 'next' });
    });

    it.each(locales.map((locale) => searchIndexHref(locale)))('serves the search index %s as it is, never as a missing page', (path) => {
      expect(route(path)).toEqual({ action: 'next' });
    });

    it.each([...publicFiles])('serves the public file %s as it is', (path) => {
      expect(route(path)).toEqual({ action: 'next' });
    });

    it('asks whether a dotted path is a file, and only a dotted path', () => {
      const asked: string[] = [];
      routeRequest('/ke/foo.html', (path) => (asked.push(path), false));
      routeRequest('/ke/about', (path) => (asked.push(path), true));
      expect(asked).toEqual(['/ke/foo.html']);
    });

    it.each(['/ke/foo.html', '/wp-login.php', '/images/missing.png', '/ke/about.php', '/.env', '/ke/developers/api/no-such-api/index.md'])(
      'shows the missing file %s the English page that says so, with the status 404',
      (path) => {
        expect(route(path)).toEqual({ action: 'rewrite', pathname: '/ke/en/missing', status: 404 });
      },
    );

    it('sends a path below a file name to /ke like any unknown page', () => {
      expect(route('/ke/developers/api/payouts/index.md/x')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
    });

    it('shows the fallback page for a dotted id, as for any unknown id', () => {
      expect(route('/ke/blog/post.html')).toEqual({ action: 'rewrite', pathname: `/ke/en/blog/${routeFallbackSlug()}` });
      expect(route('/ke/developers/api/mpesa-stk-push.html')).toEqual({ action: 'rewrite', pathname: '/ke/en/developers/api/mpesa-stk-push' });
    });

    it('shows the coming-soon page for a dotted path below a market not live yet', () => {
      expect(route('/ug/foo.html')).toEqual({ action: 'rewrite', pathname: '/ug/en/coming-soon' });
      expect(route('/tz/developers/api/payouts.md')).toEqual({ action: 'rewrite', pathname: '/tz/en/coming-soon' });
    });

    it.each([
      ['/ke/developers/api/mpesa-stk-push.md', '/ke/en/developers/api/mpesa-stk-push/index.md'],
      ['/ke/developers/api/wallet-balance.md', '/ke/en/developers/api/wallet-balance/index.md'],
      ['/ke/developers/api/no-such-api.md', '/ke/en/developers/api/mpesa-stk-push/index.md'],
    ])('serves the markdown twin %s from %s', (path, target) => {
      expect(route(path)).toEqual({ action: 'rewrite', pathname: target });
    });

    it('serves the generated twin at its own address too', () => {
      expect(route('/ke/developers/api/payouts/index.md')).toEqual({ action: 'rewrite', pathname: '/ke/en/developers/api/payouts/index.md' });
    });

    it('redirects a country-less markdown twin to Kenya', () => {
      expect(route('/developers/api/payouts.md')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/developers/api/payouts.md' });
    });
  });
});

describe('routeRequest: the result-code pages', () => {
  it.each(resultCodes)('serves the page of code %i at its English and Swahili addresses', (code) => {
    expect(routeRequest(`/ke/developers/result-codes/${code}`)).toEqual({ action: 'rewrite', pathname: `/ke/en/developers/result-codes/${code}` });
    expect(routeRequest(`/ke/sw/developers/result-codes/${code}`)).toEqual({ action: 'next' });
    expect(servesPageAsIs(`/ke/developers/result-codes/${code}`)).toBe(true);
    expect(servesPageAsIs(`/ke/sw/developers/result-codes/${code}`)).toBe(true);
  });

  it('serves the list of codes in both languages', () => {
    expect(routeRequest('/ke/developers/result-codes')).toEqual({ action: 'rewrite', pathname: '/ke/en/developers/result-codes' });
    expect(routeRequest('/ke/sw/developers/result-codes')).toEqual({ action: 'next' });
  });

  it.each([
    ['/ke/developers/result-codes/9999', '/ke/developers/result-codes'],
    ['/ke/developers/result-codes/01032', '/ke/developers/result-codes'],
    ['/ke/developers/result-codes/cancelled', '/ke/developers/result-codes'],
    ['/ke/developers/result-codes/1032.html', '/ke/developers/result-codes'],
    ['/ke/sw/developers/result-codes/9999', '/ke/sw/developers/result-codes'],
    ['/developers/result-codes/9999', '/ke/developers/result-codes'],
  ])('leads the unknown code %s to the list of codes in its language, %s, with a temporary redirect', (path, location) => {
    expect(routeRequest(path, () => false)).toEqual({ action: 'redirect', status: 307, pathname: location });
  });

  it('redirects a known code without its country to the Kenyan page, permanently', () => {
    expect(routeRequest('/developers/result-codes/1032')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/developers/result-codes/1032' });
  });

  it("sends an English route's own address to the public one, and a deeper path home", () => {
    expect(routeRequest('/ke/en/developers/result-codes/1032')).toEqual({ action: 'redirect', status: 308, pathname: '/ke/developers/result-codes/1032' });
    expect(routeRequest('/ke/developers/result-codes/1032/more')).toEqual({ action: 'redirect', status: 307, pathname: '/ke' });
  });

  it('shows a market not live yet its coming-soon page at a code page address', () => {
    expect(routeRequest('/tz/sw/developers/result-codes/1032')).toEqual({ action: 'rewrite', pathname: '/tz/sw/coming-soon' });
  });
});

/** The article an unknown slug shows. */
function routeFallbackSlug(): string {
  return resolveBlogSlug('no-such-article-slug');
}
