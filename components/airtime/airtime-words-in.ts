import 'server-only';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { AirtimeWords } from './airtime-words';

/** The airtime form's words in `locale`. */
export function airtimeWordsIn(locale: Locale): AirtimeWords {
  const { airtime, paybill, validation } = copyIn(locale);
  return {
    locale,
    airtimeCopy: airtime.airtimeCopy,
    airtimeViewCopy: airtime.airtimeViewCopy,
    paybillSteps: paybill.paybillSteps('{recipient}'),
    validationMessages: validation.validationMessages,
  };
}
