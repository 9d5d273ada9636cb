import { searchIndexHref } from '../search/index-address';
import { isBuildAsset, isSearchIndex, languageOf, mayKeep, offlinePageIn, serverForbidsKeeping } from './requests';

const origin = 'https://www.kilelepay.co.ke';
const at = (path: string) => new URL(path, origin);

describe('what the service worker may keep', () => {
  it.each(['/api/contact', '/api/demo/status?id=1', '/api/newsletter', '/api'])('never keeps the route handler answer %s', (path) => {
    expect(mayKeep(at(path), origin)).toBe(false);
  });

  it('keeps the site’s pages and files, never another origin’s', () => {
    expect(mayKeep(at('/ke/blog/some-article'), origin)).toBe(true);
    expect(mayKeep(at('/_next/static/chunks/a.js'), origin)).toBe(true);
    expect(mayKeep(new URL('https://elsewhere.example/ke'), origin)).toBe(false);
  });

  it('tells the build’s hashed files apart', () => {
    expect(isBuildAsset(at('/_next/static/chunks/a.js'))).toBe(true);
    expect(isBuildAsset(at('/images/team.webp'))).toBe(false);
  });

  it('tells the search index of each language apart from pages and route handlers', () => {
    expect(isSearchIndex(at(searchIndexHref('en')))).toBe(true);
    expect(isSearchIndex(at(searchIndexHref('sw', 1)))).toBe(true);
    expect(isSearchIndex(at('/ke/search?q=mpesa'))).toBe(false);
    expect(isSearchIndex(at('/api/search-index/en.json'))).toBe(false);
  });
});

describe('what the server says may not be kept', () => {
  it.each([
    // What Next sends with a page rendered for one request, the search results among them.
    'private, no-cache, no-store, max-age=0, must-revalidate',
    'no-store',
    'private',
    'max-age=60, Private',
    'private="set-cookie", max-age=60',
    ' NO-STORE ',
  ])('is never kept when it says %p', (cacheControl) => {
    expect(serverForbidsKeeping(cacheControl)).toBe(true);
  });

  it.each([null, '', 'public, max-age=0, must-revalidate', 's-maxage=31536000, stale-while-revalidate', 'no-cache', 'public, max-age=31536000, immutable'])(
    'may be kept when it says %p',
    (cacheControl) => {
      expect(serverForbidsKeeping(cacheControl)).toBe(false);
    },
  );
});

describe('the offline page', () => {
  it('is in the language of the address asked for', () => {
    expect(offlinePageIn(languageOf('/ke/sw/blog/makala'))).toBe('/ke/sw/offline');
    expect(offlinePageIn(languageOf('/tz/sw'))).toBe('/ke/sw/offline');
    expect(offlinePageIn(languageOf('/ke/developers/api/mpesa-stk-push'))).toBe('/ke/offline');
    expect(offlinePageIn(languageOf('/ke'))).toBe('/ke/offline');
  });
});
