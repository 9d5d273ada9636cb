import { isLocale, publicAddress } from './locales';
import type { Locale } from './locales';

/**
 * The language a visitor chose with the switcher, remembered in a cookie for the next visit.
 * The switcher's link goes through /api/language, which sets the cookie and sends the
 * visitor on (303), so it works without JavaScript and is set only by a click, never by the
 * browser's Accept-Language. The choice is applied at the bare origin alone, which shows no
 * page of its own (it always redirects): every page address keeps serving its own language
 * to everyone, crawlers included.
 */
export const languageCookie = 'kilele-language';

/** A year: the next visit may be months away. */
export const languageCookieMaxAge = 60 * 60 * 24 * 365;

/** Where the choice endpoint lives (a route handler, outside the proxy). */
export const languageChoicePath = '/api/language';

/**
 * The switcher's href: the endpoint, told which page the visitor is on. The endpoint finds
 * that page in the other language, so the browser needs no map of the site's addresses.
 */
export function languageChoiceHref(from: string): string {
  return `${languageChoicePath}?from=${encodeURIComponent(publicAddress(from))}`;
}

/**
 * The page a choice was made on, when it is one of the site's paths (never another origin:
 * `//evil.example` and `https:` are refused), so the endpoint only ever sends a visitor within
 * the site.
 */
export function languageChoiceSource(from: string | null): string | null {
  if (from === null || !/^\/[a-z]{2}(\/[\w./-]*)?$/.test(from) || from.includes('//') || from.includes('..')) return null;
  return from;
}

/** The remembered language, when the cookie holds one. */
export function rememberedLocale(value: string | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}
