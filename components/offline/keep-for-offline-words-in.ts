import 'server-only';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { KeepForOfflineWords } from './keep-for-offline-words';

/** The button's words in `locale`: for this one page, or for the whole API reference. */
export function keepForOfflineWordsIn(locale: Locale, what: 'page' | 'reference'): KeepForOfflineWords {
  const { keepPage, keepReference, keeping, kept, failed, unsupported } = copyIn(locale).offline.keepForOfflineCopy;
  return { label: what === 'page' ? keepPage : keepReference, keeping, kept, failed, unsupported };
}
