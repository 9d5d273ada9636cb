import { comingSoonPath, pageFamilies, pagePaths } from '../routes';
import { localizedHref, splitLocale } from './locales';
import type { Locale } from './locales';

/**
 * Articles whose translation lives under another slug: an article's address → the address of
 * its version in the other language.
 */
export type ArticleTwins = Readonly<Record<string, string>>;

/** The language a page's switcher leads to. */
export const otherLanguage: Record<Locale, Locale> = { en: 'sw', sw: 'en', xa: 'en' };

/**
 * The same page in the other language, from the address the visitor is on. Articles lead to
 * their translation, or to the other language's blog when they have none; the API reference
 * exists in English only, so from it the Swahili link leads to the Swahili developers page.
 * A coming-soon market is served at its home's address (/tz), which the build knows as
 * /tz/coming-soon: both read as the home.
 */
export function otherLanguageHref(pathname: string, twins: ArticleTwins): { href: string; locale: Locale } {
  const { locale, href: english } = splitLocale(pathname);
  const other = otherLanguage[locale];
  const twin = twins[pathname];
  if (twin !== undefined) return { href: twin, locale: other };
  const market = /^\/[a-z]{2}/.exec(english)?.[0] ?? '';
  const path = english.slice(market.length).replace(new RegExp(`${comingSoonPath}$`), '');
  if (path.startsWith(`${pageFamilies.blogPost}/`)) return { href: localizedHref(`${market}${pagePaths.blog}`, other), locale: other };
  if (path.startsWith(`${pageFamilies.apiDoc}/`)) return { href: localizedHref(`${market}${pagePaths.developers}`, other), locale: other };
  return { href: localizedHref(`${market}${path}`, other), locale: other };
}
