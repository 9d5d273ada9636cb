import type * as callbackDelivery from '@/lib/content/callback-delivery';
import type { Translated } from '@/lib/i18n/translated';

/** The words of "Forward to my machine" in the page's language, as plain data. */
export type ForwardToMachineWords = Translated<typeof callbackDelivery.forwardToMachineCopy>;
