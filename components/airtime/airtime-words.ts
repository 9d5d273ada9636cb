import type * as airtime from '@/lib/content/airtime';
import type { ValidationMessages } from '@/lib/content/validation';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';

/**
 * Everything the airtime form and its modal write, in the page's language, as plain data the
 * airtime page hands to the form (airtime-words-in.ts builds it on the server).
 */
export interface AirtimeWords {
  /** The page's language: amounts are written in it. */
  locale: Locale;
  airtimeCopy: Translated<typeof airtime.airtimeCopy>;
  /** What each view of the modal says: templates filled with the order. */
  airtimeViewCopy: Translated<typeof airtime.airtimeViewCopy>;
  /** The manual Paybill steps, with {recipient} where the number being topped up goes. */
  paybillSteps: string[];
  validationMessages: ValidationMessages;
}
