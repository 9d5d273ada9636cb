import 'server-only';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { DemoWords } from './demo-words';

/** The payment demo's words in `locale`. */
export function demoWordsIn(locale: Locale): DemoWords {
  const { demo, paybill, sandboxMode, validation } = copyIn(locale);
  return {
    locale,
    demoCopy: demo.demoCopy,
    demoTypes: demo.demoTypes,
    frequencyLabels: demo.frequencyLabels,
    demoPaybill: paybill.demoPaybill,
    sandboxModeCopy: sandboxMode.sandboxModeCopy,
    validationMessages: validation.validationMessages,
  };
}
