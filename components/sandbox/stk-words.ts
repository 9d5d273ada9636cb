import type * as developers from '@/lib/content/developers';
import type { Translated } from '@/lib/i18n/translated';
import type { CallbackDeliveryWords } from './delivery/callback-delivery-words';
import type { ForwardToMachineWords } from './listen/forward-to-machine-words';

/**
 * What the virtual phone and the callback inbox write, in the page's language, as plain data
 * the API page hands to the sandbox (stk-words-in.ts builds it on the server).
 */
export interface StkSandboxWords {
  phone: Translated<typeof developers.virtualPhoneCopy>;
  inbox: Translated<typeof developers.callbackInboxCopy>;
  statusQuery: Translated<typeof developers.statusQueryCopy>;
  /** The panel under each callback that sends it to the developer's own URL. */
  delivery: CallbackDeliveryWords;
  /** "Forward to my machine": the pairing with kilele-sandbox listen, and each callback's answer there. */
  machine: ForwardToMachineWords;
  /** The business the prompt names. */
  businessName: string;
  /** The Intl locale amounts and times are written in. */
  numberLocale: string;
  /** The page of each result code, in the page's language, by code. */
  resultCodeHrefs: Record<string, string>;
  /** The status query's reference page. */
  statusQueryHref: string;
}
