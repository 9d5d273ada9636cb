import type * as demo from '@/lib/content/demo';
import type * as paybill from '@/lib/content/paybill';
import type * as sandboxMode from '@/lib/content/sandbox-mode';
import type { ValidationMessages } from '@/lib/content/validation';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';

/**
 * Everything the payment demo writes, in the page's language, as plain data the demo page
 * hands to the demo (demo-words-in.ts builds it on the server).
 */
export interface DemoWords {
  /** The page's language: amounts are written in it. */
  locale: Locale;
  demoCopy: Translated<typeof demo.demoCopy>;
  demoTypes: Translated<typeof demo.demoTypes>;
  frequencyLabels: Translated<typeof demo.frequencyLabels>;
  demoPaybill: Translated<typeof paybill.demoPaybill>;
  sandboxModeCopy: Translated<typeof sandboxMode.sandboxModeCopy>;
  validationMessages: ValidationMessages;
}
