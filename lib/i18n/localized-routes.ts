import 'server-only';
import type { Country } from '../countries';
import { pageHref } from '../routes';
import type { PageKey } from '../routes';
import { localizedHref } from './locales';
import { requestLocale } from './request-locale';

/**
 * `pageHref` in the language of the page being rendered: a link on a Swahili page leads to the
 * Swahili page (/ke/sw/about), on an English page to the English one, as before.
 */
export function pageHrefHere(country: Country, page: PageKey, hash?: string): string {
  return localizedHref(pageHref(country, page, hash), requestLocale());
}

/** A site path built for English (/ke/about) in the language of the page being rendered. */
export function hrefHere(href: string): string {
  return localizedHref(href, requestLocale());
}
