import type { Country } from '../countries';

/**
 * The languages the site is written in. English is the default: its pages keep their
 * addresses (/ke/about); every other language lives below its own segment after the
 * country's (/ke/sw/about).
 */
export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag of a language as written in a market: en-KE, sw-KE, sw-TZ. Intl formats
 * with it (money, dates) and hreflang names a page's versions by it.
 */
export function intlLocale(locale: Locale, country: Country): `${Locale}-${Uppercase<Country>}` {
  return `${locale}-${country.toUpperCase() as Uppercase<Country>}`;
}

/** The path of a page in `locale`, from its English address: /ke/about → /ke/sw/about. */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === defaultLocale) return href;
  return href.replace(/^(\/[a-z]{2})(?=[/?#]|$)/, `$1/${locale}`);
}

/**
 * The public address of a page's route: English pages are served from a route below an `en`
 * segment (/ke/en/about) that their addresses leave out (/ke/about). A page rendered ahead of
 * time knows only its route, so links built from it go through here.
 */
export function publicAddress(pathname: string): string {
  return pathname.replace(new RegExp(`^(/[a-z]{2})/${defaultLocale}(?=[/?#]|$)`), '$1');
}

/** The language of a site address and its English twin: /ke/sw/about → sw, /ke/about. */
export function splitLocale(href: string): { locale: Locale; href: string } {
  const match = /^(\/[a-z]{2})\/([a-z]{2})(?=[/?#]|$)/.exec(href);
  const segment = match?.[2];
  if (match && isLocale(segment) && segment !== defaultLocale) {
    return { locale: segment, href: `${match[1]}${href.slice(match[0].length)}` };
  }
  return { locale: defaultLocale, href };
}
