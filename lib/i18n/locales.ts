import type { Country } from '../countries';

/**
 * The languages the site is written in. English is the default: its pages keep their
 * addresses (/ke/about); every other language lives below its own segment after the
 * country's (/ke/sw/about). `xa` is the pseudo-language of the test build (lib/i18n/pseudo.ts),
 * built only when NEXT_PUBLIC_PSEUDO_LOCALE is 1: it makes the code hold a third language.
 */
const writtenLocales = ['en', 'sw'] as const;
export const pseudoLocale = 'xa';
export type Locale = (typeof writtenLocales)[number] | typeof pseudoLocale;
export const defaultLocale = 'en' satisfies Locale;

/** Whether this build has the pseudo-language: a flag Next writes into the build. */
export const pseudoLocaleBuilt = process.env.NEXT_PUBLIC_PSEUDO_LOCALE === '1';
export const locales: readonly Locale[] = pseudoLocaleBuilt ? [...writtenLocales, pseudoLocale] : writtenLocales;

/** A value for every language the code knows (the pseudo-language included), built by `build`. */
export function perLocale<T>(build: (locale: Locale) => T): Record<Locale, T> {
  return { en: build('en'), sw: build('sw'), xa: build(pseudoLocale) };
}

/**
 * The languages articles are written in (an article's `language:`). A page in another language
 * lists the English ones. Each has its blog feed: /blog/rss.xml, /{language}/blog/rss.xml.
 */
export const articleLocales = ['en', 'sw'] as const satisfies readonly Locale[];

/** The languages the chat has a reply table in. On a page in another language it answers in English. */
export const chatLocales = ['en', 'sw'] as const satisfies readonly Locale[];

/**
 * The languages with a share image of their own (app/opengraph-image.tsx, app/{language}/opengraph-image.tsx).
 * A page in another language shows the English one.
 */
export const shareImageLocales = ['en', 'sw'] as const satisfies readonly Locale[];

/** `locale` when it is one of `subset`, else the default language (which every subset holds). */
export function localeAmong<Subset extends Locale>(subset: readonly Subset[], locale: Locale): Subset | typeof defaultLocale {
  return subset.find((candidate) => candidate === locale) ?? defaultLocale;
}

export function isLocale(value: unknown): value is Locale {
  return locales.some((locale) => locale === value);
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

/** A file of the site (not a page) in `locale`, below the language's segment: /blog/rss.xml → /sw/blog/rss.xml. */
export function localizedFilePath(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
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
