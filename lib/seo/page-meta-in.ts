import { copyIn } from '../content/copy';
import type { Locale } from '../i18n/locales';

/** The written titles, descriptions and names of the fixed pages in `locale`. */
export function pageMetaIn(locale: Locale) {
  return copyIn(locale).pageMeta.pageMeta;
}
