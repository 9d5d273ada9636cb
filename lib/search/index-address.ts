import type { Locale } from '../i18n/locales';

/**
 * Where the site search's index files are served: /search-index/en.json, one per reader
 * language (and /search-index/en-1.json … for the further pieces of a file cut in pieces),
 * generated at build time and served as they are, like the site's other generated files. A
 * module of its own, with no parser, so that the header's field can start the download.
 */
export const searchIndexFolder = '/search-index';

/** The name of the index file for a reader language, in its folder: en.json, sw.json. */
export function searchIndexFileName(locale: Locale, piece = 0): string {
  return piece === 0 ? `${locale}.json` : `${locale}-${piece}.json`;
}

/** The address of the index a reader of `locale` downloads first: /search-index/en.json, /search-index/sw.json. */
export function searchIndexHref(locale: Locale, piece = 0): string {
  return `${searchIndexFolder}/${searchIndexFileName(locale, piece)}`;
}
