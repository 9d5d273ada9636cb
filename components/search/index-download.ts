import type { Locale } from '@/lib/i18n/locales';
import { searchIndexHref } from '@/lib/search/index-address';

// The header's field starts this download as soon as it is used, beside the popup's code rather
// than after it: one round trip less before the first results on a slow phone.
const downloads = new Map<Locale, Promise<unknown>>();

/** The first piece of `locale`'s index as JSON, downloaded once; a failed download is forgotten. */
export function downloadIndex(locale: Locale): Promise<unknown> {
  const existing = downloads.get(locale);
  if (existing) return existing;
  const fresh = fetch(searchIndexHref(locale)).then((response) => {
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    return response.json();
  });
  fresh.catch(() => downloads.delete(locale));
  downloads.set(locale, fresh);
  return fresh;
}
