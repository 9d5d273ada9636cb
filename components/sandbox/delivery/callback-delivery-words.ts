import type * as callbackDelivery from '@/lib/content/callback-delivery';
import type { Translated } from '@/lib/i18n/translated';

/** The delivery panel's words in the page's language, as plain data (callback-delivery-words-in.ts builds them). */
export type CallbackDeliveryWords = Translated<typeof callbackDelivery.callbackDeliveryCopy>;
