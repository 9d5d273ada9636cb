import { comingSoonPath, pageFamilies, pagePaths } from '../routes';
import { defaultLocale, localizedHref, splitLocale } from './locales';
import type { Locale } from './locales';

/**
 * Articles whose versions cannot be read from their own address (a translation has its own
 * slug): an article's address → the address of its version in each other language it has.
 */
export type ArticleVersionAddresses = Readonly<Record<string, Partial<Record<Locale, string>>>>;

/**
 * The same page in `to`, from the address the visitor is on. Articles lead to their version in
 * `to`, or to that language's blog when they have none; the API reference exists in English
 * only, so from it another language leads to its developers page. A coming-soon market is
 * served at its home's address (/tz), which the build knows as /tz/coming-soon: both read as
 * the home.
 */
export function pageInLanguage(pathname: string, to: Locale, articles: ArticleVersionAddresses): string {
  const { locale: from, href: english } = splitLocale(pathname);
  const version = articles[pathname]?.[to];
  if (version !== undefined) return version;
  const market = /^\/[a-z]{2}/.exec(english)?.[0] ?? '';
  const path = english.slice(market.length).replace(new RegExp(`${comingSoonPath}$`), '');
  if (path.startsWith(`${pageFamilies.blogPost}/`) && to !== from) return localizedHref(`${market}${pagePaths.blog}`, to);
  if (path.startsWith(`${pageFamilies.apiDoc}/`) && to !== defaultLocale) return localizedHref(`${market}${pagePaths.developers}`, to);
  return localizedHref(`${market}${path}`, to);
}
