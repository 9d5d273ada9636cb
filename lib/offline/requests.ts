import { defaultCountry } from '../countries';
import { defaultLocale, isLocale, localizedHref } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { offlinePath } from '../routes';
import { searchIndexFolder } from '../search/index-address';

/**
 * Which requests the service worker may keep. Never a POST (it routes GET alone) and never an
 * answer of a route handler: those carry a reader's own data (a payment's status, a sent form)
 * and must reach the server.
 */
export function mayKeep(url: URL, origin: string): boolean {
  return url.origin === origin && !url.pathname.startsWith('/api/') && url.pathname !== '/api';
}

/**
 * Whether the server forbids keeping an answer: its Cache-Control says `no-store` (keep it
 * nowhere) or `private` (for the one person who asked, and a phone may be shared). Search
 * results and anything else rendered for one request are marked so; nobody who picks up the
 * phone later, online or not, may see them.
 */
export function serverForbidsKeeping(cacheControl: string | null): boolean {
  if (cacheControl === null) return false;
  return cacheControl.split(',').some((directive) => {
    const name = (directive.split('=')[0] ?? '').trim().toLowerCase();
    return name === 'no-store' || name === 'private';
  });
}

/** The build's content-hashed files: a name never changes content. */
export function isBuildAsset(url: URL): boolean {
  return url.pathname.startsWith('/_next/static/');
}

/** A piece of a language's search index: kept once fetched, so that search works offline over what the phone kept. */
export function isSearchIndex(url: URL): boolean {
  return url.pathname.startsWith(`${searchIndexFolder}/`);
}

/** The offline page's address in `locale`: /ke/offline, /ke/sw/offline. */
export function offlinePageIn(locale: Locale): string {
  return localizedHref(`/${defaultCountry}${offlinePath}`, locale);
}

/** The language of a page's address (/ke/sw/…, /tz/sw), English otherwise. */
export function languageOf(pathname: string): Locale {
  const segment = pathname.split('/')[2];
  return isLocale(segment) ? segment : defaultLocale;
}
