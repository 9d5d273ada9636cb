import { pageMeta } from '../content/page-meta';
import { pageMeta as swahiliPageMeta } from '../content/sw/page-meta';
import type { Locale } from '../i18n/locales';

/** The written titles, descriptions and names of the fixed pages in `locale`. */
export function pageMetaIn(locale: Locale) {
  return locale === 'sw' ? swahiliPageMeta : pageMeta;
}
