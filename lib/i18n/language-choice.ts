import { isLocale, splitLocale } from './locales';
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

/** The switcher's href: the endpoint, told which page to open. */
export function languageChoiceHref(target: string): string {
  return `${languageChoicePath}?to=${encodeURIComponent(target)}`;
}

/**
 * The page the endpoint may send a visitor to, and the language that page is in: a site path
 * only (never another origin: `//evil.example` and `https:` are refused).
 */
export function languageChoiceTarget(to: string | null): { href: string; locale: Locale } | null {
  if (to === null || !/^\/[a-z]{2}(\/[\w./-]*)?$/.test(to) || to.includes('//') || to.includes('..')) return null;
  return { href: to, locale: splitLocale(to).locale };
}

/** The remembered language, when the cookie holds one. */
export function rememberedLocale(value: string | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}
