import type { Translated } from '../../i18n/translated';
import { formatKes } from '../../i18n/swahili-format';
import { airtimeLimits } from '../../validation/payment-constants';
import type * as en from '../airtime';
import { paybill } from '../shared';

/**
 * Ukurasa wa muda wa maongezi na dirisha lake, kwa Kiswahili. Kiasi kinaandikwa na formatKes
 * kama kwa Kiingereza; lugha ya Intl (sw-KE) itapitishwa na uunganishaji wa kurasa baadaye.
 */
export const billsComingSoon: Translated<typeof en.billsComingSoon> = 'Malipo ya umeme na wifi yanakuja hivi karibuni.';

export const airtimeCopy: Translated<typeof en.airtimeCopy> = {
  eyebrow: 'Muda wa maongezi',
  title: 'Nunua muda wa maongezi',
  lead: `Nunua muda wa maongezi (airtime) kwa ajili yako au nambari nyingine kwa M-Pesa, kuanzia ${formatKes(airtimeLimits.min)}. Au lipa kupitia Paybill ${paybill.businessNumber} kutoka kwenye simu yako. ${billsComingSoon}`,
  formTitle: 'Nunua muda wa maongezi kwa M-Pesa',
  formLead: 'Tunatuma ombi la M-Pesa kwenye simu yako; weka PIN yako kulipa, na muda wa maongezi unaingia ndani ya sekunde chache.',
  fields: {
    payingPhone: { label: 'Nambari yako ya simu ya M-Pesa', hint: 'Nambari inayolipa, mfano 0712 345 678' },
    forAnotherNumber: { label: 'Nunua kwa nambari nyingine' },
    recipientPhone: { label: 'Nambari ya simu ya mpokeaji', hint: 'Nambari itakayopokea muda wa maongezi' },
    amount: { label: 'Kiasi (KES)', hint: `Angalau ${formatKes(airtimeLimits.min)}, kwa shilingi kamili` },
  },
  submit: 'Nunua muda wa maongezi',
  sending: 'Ombi linatumwa...',
  noScript: `Kununua hapa kunahitaji JavaScript. Unaweza kulipa wakati wowote kupitia Paybill ya M-Pesa ${paybill.businessNumber}, kama ilivyoelezwa kwenye ukurasa huu.`,
  paybill: {
    title: 'Lipa mwenyewe kwa Paybill',
    lead: 'Hujapata ombi kwenye simu yako? Nunua muda wa maongezi moja kwa moja kutoka kwenye menyu ya M-Pesa:',
  },
  modal: {
    steps: ['Ombi limetumwa', 'Angalia simu yako', 'Muamala umekamilika'],
    continue: 'Endelea',
    done: 'Sawa',
    progressLabel: 'Maendeleo',
    stepStatus: 'Hatua ya {step} kati ya {total}: {title}',
  },
  lateAccepted: 'Ombi lako la muda wa maongezi limekubaliwa: angalia simu yako upate ombi la M-Pesa.',
  lateFailed: `Ombi lako la muda wa maongezi limeshindwa. Unaweza kulipa kupitia Paybill ${paybill.businessNumber} badala yake.`,
  sandbox: {
    title: 'Hali ya sandbox: hakuna ombi lililotumwa',
    body: `Seva hii iko katika hali ya sandbox: hakuna ombi la M-Pesa lililotumwa na hakuna pesa iliyokatwa. Unaweza kununua muda wa maongezi kupitia Paybill ${paybill.businessNumber}:`,
    late: `Seva hii iko katika hali ya sandbox: hakuna ombi la M-Pesa lililotumwa. Unaweza kulipa kupitia Paybill ${paybill.businessNumber} badala yake.`,
  },
};

/** Kila hatua ya dirisha inasema nini, kuhusu agizo linalofanywa. */
export const airtimeViewCopy: Translated<typeof en.airtimeViewCopy> = {
  submitted: {
    title: 'Ombi limetumwa',
    body: 'Ombi lako la muda wa maongezi wa {amount} kwa {recipientPhone} limetumwa.',
  },
  prompt: {
    title: 'Angalia simu yako',
    body: 'Angalia ombi la M-Pesa kwenye simu yako {phoneNumber}, kisha weka PIN yako ya M-Pesa kulipa.',
  },
  waiting: {
    title: 'Tunasubiri uthibitisho',
    body: 'Bado tunasubiri M-Pesa ikubali ombi. Kwa kawaida huchukua sekunde chache.',
  },
  complete: {
    title: 'Muamala umekamilika',
    body: 'Ukishaweka PIN yako, muda wa maongezi wa {amount} unaenda kwa {recipientPhone} na M-Pesa inathibitisha kwa SMS.',
  },
  sandbox: { title: airtimeCopy.sandbox.title, body: airtimeCopy.sandbox.body },
  failed: {
    title: 'Ombi la malipo limeshindwa',
    body: 'Hatukuweza kutuma ombi la M-Pesa, na hakuna pesa iliyokatwa. Bado unaweza kununua muda wa maongezi kupitia Paybill:',
  },
};
