import { countries, defaultCountry } from '../countries';
import type { Country } from '../countries';
import { defaultLocale, intlLocale, localizedHref, locales } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { absoluteUrl } from '../site-url';

// A page's addresses, apart from its metadata (which reads the copy, server-only): the sitemap
// and the specs that check it read them too.

/**
 * The hreflang map of a page: each market it exists in (every market for the country homes,
 * its own for the rest) in each language it is written in, as en-KE, sw-KE, en-TZ ..., and
 * x-default, the English page of Kenya. Every version of the page names the same map, so the
 * alternates are reciprocal.
 */
export function pageAlternates(country: Country, path: string, perCountry: boolean, pageLocales: readonly Locale[] = locales): Record<string, string> {
  const markets = perCountry ? countries : [country];
  const languages: Record<string, string> = {};
  for (const locale of pageLocales) {
    for (const market of markets) languages[intlLocale(locale, market)] = pageUrl(market, path, locale);
  }
  const fallbackLocale = pageLocales.includes(defaultLocale) ? defaultLocale : (pageLocales[0] ?? defaultLocale);
  languages['x-default'] = pageUrl(perCountry ? defaultCountry : country, path, fallbackLocale);
  return languages;
}

/** The absolute URL of a page: its canonical URL, Open Graph URL and sitemap entry. */
export function pageUrl(country: Country, path: string, locale: Locale = defaultLocale): string {
  return absoluteUrl(localizedHref(`/${country}${path}`, locale));
}
