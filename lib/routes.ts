import { defaultCountry, isLive } from './countries';
import type { Country } from './countries';

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
  blog: '/blog',
  demo: '/demo',
  airtime: '/airtime',
  privacy: '/legal/privacy',
  terms: '/legal/terms',
  cookies: '/legal/cookies',
} as const;

export type PageKey = keyof typeof pagePaths;

/** Pages whose path takes one more segment: an API id or a blog slug. */
export const pageFamilies = {
  apiDoc: '/developers/api',
  blogPost: '/blog',
} as const;

/** Files the app generates at fixed addresses: served as they are, never routed like pages. */
export const siteFiles = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  feed: '/blog/rss.xml',
  openApi: '/openapi.json',
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
