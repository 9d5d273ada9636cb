import { searchIndexHref } from '../search/index-address';
import { isBuildAsset, isSearchIndex, languageOf, mayKeep, offlinePageIn } from './requests';

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

describe('the offline page', () => {
  it('is in the language of the address asked for', () => {
    expect(offlinePageIn(languageOf('/ke/sw/blog/makala'))).toBe('/ke/sw/offline');
    expect(offlinePageIn(languageOf('/tz/sw'))).toBe('/ke/sw/offline');
    expect(offlinePageIn(languageOf('/ke/developers/api/mpesa-stk-push'))).toBe('/ke/offline');
    expect(offlinePageIn(languageOf('/ke'))).toBe('/ke/offline');
  });
});
