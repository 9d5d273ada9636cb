import { isLocale, locales, publicAddress, splitLocale } from './locales';
import type { Locale } from './locales';

/**
 * The language a visitor chose with the switcher, remembered in a cookie for the next visit.
 * The switcher's link goes through /api/language, which sets the cookie and sends the
 * visitor on (303), so it works without JavaScript and is set only by a click, never by the
 * browser's Accept-Language. The choice is applied at the bare origin alone, which shows no
 * page of its own (it always redirects): every page address keeps serving its own language
 * to everyone, crawlers included.
 */
export const languageCookie = '__Host-kilele-language';

/**
 * The name the choice had before: still read, so that a visitor's choice survives the rename,
 * and expired when the choice is written again under its new name.
 */
export const legacyLanguageCookie = 'kilele-language';

/** A year: the next visit may be months away. */
export const languageCookieMaxAge = 60 * 60 * 24 * 365;

/**
 * How the choice is written: only over HTTPS (browsers also accept it from http://localhost),
 * for the whole site and this host alone (what the __Host- prefix demands: Secure, Path=/, no
 * Domain), never read by scripts, and sent when a visitor follows a link from elsewhere.
 */
export const languageCookieOptions = { path: '/', maxAge: languageCookieMaxAge, sameSite: 'lax', httpOnly: true, secure: true } as const;

/** What expires the choice under its old name (it was written for Path=/ with no Domain). */
export const legacyLanguageCookieExpiry = { path: '/', maxAge: 0 } as const;

/** Where the choice endpoint lives (a route handler, outside the proxy). */
export const languageChoicePath = '/api/language';

/**
 * A switcher link's href: the endpoint, told the language chosen and the page the visitor is
 * on. The endpoint finds that page in the language, so the browser needs no map of the site's
 * addresses.
 */
export function languageChoiceHref(from: string, to: Locale): string {
  return `${languageChoicePath}?to=${to}&from=${encodeURIComponent(publicAddress(from))}`;
}

/**
 * The language a link chose: the one it names, or none when it names one the site does not
 * have. A link that names none was written before links named their language (a page kept in a
 * cache across a deploy), when a page had one other language: the first one that is not the
 * page's.
 */
export function languageChoiceTarget(to: string | null, from: string): Locale | null {
  if (to !== null) return isLocale(to) ? to : null;
  const current = splitLocale(from).locale;
  return locales.find((locale) => locale !== current) ?? null;
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

/** The language a request's cookies remember: under the new name, else under the old one. */
export function chosenLocale(cookieValue: (name: string) => string | undefined): Locale | undefined {
  return rememberedLocale(cookieValue(languageCookie)) ?? rememberedLocale(cookieValue(legacyLanguageCookie));
}
