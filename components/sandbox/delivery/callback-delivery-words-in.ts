import 'server-only';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { CallbackDeliveryWords } from './callback-delivery-words';

/** The words of the panel that sends a sandbox callback to the developer's URL, in `locale`. */
export function callbackDeliveryWordsIn(locale: Locale): CallbackDeliveryWords {
  return copyIn(locale).callbackDelivery.callbackDeliveryCopy;
}
