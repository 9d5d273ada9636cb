import type { Locale } from '@/lib/i18n/locales';

/**
 * The address of a language's search index (its first piece), written out here for the header's
 * field, which starts the download as soon as it is used, beside the popup's code rather than
 * after it: one round trip less on a slow phone. lib/search/index-file.ts computes the same
 * address with the index's parser, which no page loads before its search is used; a test holds
 * the two equal.
 */
export function indexAddress(locale: Locale): string {
  return `/search-index/${locale}.json`;
}

const downloads = new Map<Locale, Promise<unknown>>();

/** The first piece of `locale`'s index as JSON, downloaded once; a failed download is forgotten. */
export function downloadIndex(locale: Locale): Promise<unknown> {
  const existing = downloads.get(locale);
  if (existing) return existing;
  const fresh = fetch(indexAddress(locale)).then((response) => {
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    return response.json();
  });
  fresh.catch(() => downloads.delete(locale));
  downloads.set(locale, fresh);
  return fresh;
}
