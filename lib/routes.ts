import { apiDocIds } from './api-docs/ids';
import { countries, defaultCountry, isLive, liveCountries } from './countries';
import type { Country } from './countries';
import { localizedHref, locales } from './i18n/locales';
import type { Locale } from './i18n/locales';
import { resultCodes } from './mpesa-sandbox/result-codes';
import type { ResultCode } from './mpesa-sandbox/result-codes';

/**
 * Every page of the site, as a path below its country segment. Links, the proxy's route
 * table, the sitemap, the bench and the tests all read this list, so a page added here is a
 * page the whole site knows about.
 */
export const pagePaths = {
  home: '',
  about: '/about',
  products: '/products',
  paymentInfrastructure: '/product/payment-infrastructure',
  developers: '/developers',
  resultCodes: '/developers/result-codes',
  testing: '/developers/testing',
  blog: '/blog',
  demo: '/demo',
  airtime: '/airtime',
  privacy: '/legal/privacy',
  terms: '/legal/terms',
  cookies: '/legal/cookies',
} as const;

export type PageKey = keyof typeof pagePaths;

/**
 * Where a market that is not live yet keeps its one page, below its country segment. The proxy
 * shows it at every address of that market (the browser keeps /ug, /ug/about …); it is a route
 * of its own, apart from the live home, so each page loads only its own forms' code.
 */
export const comingSoonPath = '/coming-soon';

/** The route of the page a missing file shows, in its language, with the status 404 (never an address of its own). */
export const missingFilePath = '/missing';

/**
 * The page the service worker shows, in the reader's language, for a page it has not kept when
 * there is no connection: an address of its own (/ke/offline, /ke/sw/offline) so that the
 * worker can fetch and keep it ahead of time, never indexed and never in the sitemap.
 */
export const offlinePath = '/offline';

/**
 * The results page of the site search (/ke/search?q=…, /ke/sw/search?q=…): where the header's
 * search form goes without JavaScript. Rendered for each query, never indexed and never in the
 * sitemap (it is not a page of pagePaths).
 */
export const searchPath = '/search';

/** Pages whose path takes one more segment: an API id, a blog slug or an M-Pesa result code. */
export const pageFamilies = {
  apiDoc: '/developers/api',
  blogPost: '/blog',
  resultCode: pagePaths.resultCodes,
} as const;

/** Files the app generates at fixed addresses: served as they are, never routed like pages. */
export const siteFiles = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  feed: '/blog/rss.xml',
  swahiliFeed: '/sw/blog/rss.xml',
  openApi: '/openapi.json',
  webhookTestVectors: '/developers/webhook-test-vectors.json',
  llmsIndex: '/llms.txt',
  llmsFull: '/llms-full.txt',
  icon: '/icon.svg',
} as const;

/** The extension of an API page's markdown twin: /ke/developers/api/mpesa-stk-push.md. */
export const markdownExtension = '.md';

/**
 * The market whose pages a link from `country` leads to. A market that is not live yet has
 * only its coming-soon home: every other page, and every section of a full home, exists in
 * the live market alone, so its header and footer link there rather than back to themselves.
 */
function marketOf(country: Country): Country {
  return isLive(country) ? country : defaultCountry;
}

export function pageHref(country: Country, page: PageKey, hash?: string): string {
  const market = page === 'home' && !hash ? country : marketOf(country);
  return `/${market}${pagePaths[page]}${hash ? `#${hash}` : ''}`;
}

export function apiDocHref(country: Country, apiId: string): string {
  return `/${marketOf(country)}${pageFamilies.apiDoc}/${apiId}`;
}

export function blogPostHref(country: Country, slug: string): string {
  return `/${marketOf(country)}${pageFamilies.blogPost}/${slug}`;
}

/** The page that explains an M-Pesa result code, in `locale`: /ke/developers/result-codes/1032. */
export function resultCodeHref(country: Country, locale: Locale, code: number): string {
  return localizedHref(`/${marketOf(country)}${pageFamilies.resultCode}/${code}`, locale);
}

/** The search results page in `locale`, in the live market when `country` is not live yet: /ke/search, /ke/sw/search. */
export function searchHref(country: Country, locale: Locale): string {
  return localizedHref(`/${marketOf(country)}${searchPath}`, locale);
}

/** One page of the site: its market, its language, its path below the market, and what kind of page it is. */
export type SitePage = { country: Country; locale: Locale; path: string } & (
  { kind: 'page'; page: PageKey } | { kind: 'apiDoc'; apiId: string } | { kind: 'blogPost'; slug: string } | { kind: 'resultCode'; code: ResultCode }
);

function isPageKey(key: string): key is PageKey {
  return Object.hasOwn(pagePaths, key);
}

/**
 * Every page of the site, once, at its canonical address: each market's home in each language,
 * then each live market's other fixed pages in each language, its API pages (English: the
 * reference is code), its result-code pages in each language and its articles, each in the
 * language it is written in. The sitemap, the
 * end-to-end tests and the bench all start from this list. Not in it: fallback addresses (an
 * unknown API id or slug shows another page) and the deeper paths of a market that is not
 * live yet, which all show its coming-soon home.
 */
export function sitePages(posts: readonly { slug: string; language: Locale }[]): SitePage[] {
  const homes = locales.flatMap((locale) => countries.map((country): SitePage => ({ country, locale, path: pagePaths.home, kind: 'page', page: 'home' })));
  const innerPages = Object.keys(pagePaths)
    .filter(isPageKey)
    .filter((page) => page !== 'home');
  const live = liveCountries.flatMap((country): SitePage[] => [
    ...locales.flatMap((locale) => innerPages.map((page): SitePage => ({ country, locale, path: pagePaths[page], kind: 'page', page }))),
    ...apiDocIds.map((apiId): SitePage => ({ country, locale: 'en', path: `${pageFamilies.apiDoc}/${apiId}`, kind: 'apiDoc', apiId })),
    ...locales.flatMap((locale) =>
      resultCodes.map((code): SitePage => ({ country, locale, path: `${pageFamilies.resultCode}/${code}`, kind: 'resultCode', code })),
    ),
    ...posts.map(({ slug, language }): SitePage => ({ country, locale: language, path: `${pageFamilies.blogPost}/${slug}`, kind: 'blogPost', slug })),
  ]);
  return [...homes, ...live];
}

/** The address of a page of `sitePages`: /ke/about, /ke/sw/about. */
export function sitePageHref({ country, locale, path }: Pick<SitePage, 'country' | 'locale' | 'path'>): string {
  return localizedHref(`/${country}${path}`, locale);
}
