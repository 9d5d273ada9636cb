import type { Country } from '../countries';
import { pageHref } from '../routes';
import type { PageKey } from '../routes';
import { localizedHref } from './locales';
import type { Locale } from './locales';

/**
 * `pageHref` in a language: a link on a Swahili page leads to the Swahili page (/ke/sw/about),
 * on an English page to the English one.
 */
export function localizedPageHref(country: Country, page: PageKey, locale: Locale, hash?: string): string {
  return localizedHref(pageHref(country, page, hash), locale);
}
