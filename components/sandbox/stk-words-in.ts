import 'server-only';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { moneyLocale } from '@/lib/i18n/money-locale';
import { resultCodes } from '@/lib/mpesa-sandbox/result-codes';
import { apiDocHref, resultCodeHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { callbackDeliveryWordsIn } from './delivery/callback-delivery-words-in';
import type { StkSandboxWords } from './stk-words';

/** The virtual phone's and the callback inbox's words on a page of `country` in `locale`. */
export function stkSandboxWordsIn(country: Country, locale: Locale): StkSandboxWords {
  const { virtualPhoneCopy, callbackInboxCopy, statusQueryCopy } = copyIn(locale).developers;
  return {
    phone: virtualPhoneCopy,
    inbox: callbackInboxCopy,
    statusQuery: statusQueryCopy,
    delivery: callbackDeliveryWordsIn(locale),
    machine: copyIn(locale).callbackDelivery.forwardToMachineCopy,
    businessName: site.name,
    numberLocale: moneyLocale(locale),
    resultCodeHrefs: Object.fromEntries(resultCodes.map((code) => [String(code), resultCodeHref(country, locale, code)])),
    statusQueryHref: apiDocHref(country, 'mpesa-stk-query'),
  };
}
