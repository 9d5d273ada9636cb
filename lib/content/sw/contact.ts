import type { Translated } from '../../i18n/translated';
import type * as en from '../contact';
import { contactExamples, contactSuccessMs } from '../shared';

/** Sehemu ya mawasiliano ya ukurasa wa mwanzo kwa Kiswahili. */
export const contactSection: Translated<typeof en.contactSection> = {
  title: 'Uko tayari kuanza?',
  lead: 'Tueleze kuhusu biashara yako na unachotaka kujenga. Timu yetu itakujibu ndani ya siku moja ya kazi.',
};

export const contactSubjectLabels: Translated<typeof en.contactSubjectLabels> = {
  'Payment Gateway Integration': 'Kuunganisha lango la malipo',
  'Cross-border Remittances': 'Uhamisho wa pesa wa kimataifa',
  'Subscriptions Collection': 'Ukusanyaji wa malipo ya kujirudia',
  'Payments Reconciliation': 'Ulinganishaji wa hesabu za malipo',
  'Developer APIs': 'API kwa wasanidi programu',
  'Enterprise Solutions': 'Huduma kwa makampuni makubwa',
  Other: 'Mengineyo',
};

export const contactFormCopy: Translated<typeof en.contactFormCopy> = {
  title: 'Tuzungumze biashara',
  labels: {
    fullname: 'Jina kamili',
    email: 'Barua pepe',
    company: 'Kampuni',
    phone: 'Nambari ya simu',
    subject: 'Unavutiwa na nini?',
    message: 'Maelezo ya mradi',
  },
  hints: {
    phone: 'Nambari ya Kenya, au nyingine yoyote pamoja na msimbo wa nchi yake (mfano +1 415 555 2671)',
  },
  placeholders: {
    fullname: contactExamples.fullname,
    email: contactExamples.email,
    company: 'Jina la kampuni yako',
    phone: contactExamples.phone,
    message: 'Tueleze unachotaka kujenga, kiasi cha miamala unachotarajia na ratiba yako.',
  },
  subjectPlaceholder: 'Chagua unachovutiwa nacho',
  submit: 'Tuma ujumbe',
  submitting: 'Inatuma',
  success: 'Ujumbe wako umetumwa',
  successDurationMs: contactSuccessMs,
  failure: 'Hatukuweza kutuma ujumbe wako. Tafadhali jaribu tena, au tutumie barua pepe.',
  invalid: 'Tafadhali sahihisha sehemu zilizoangaziwa.',
};

export const getInTouch: Translated<typeof en.getInTouch> = {
  title: 'Wasiliana nasi',
  email: 'Barua pepe',
  phone: 'Simu',
  location: 'Mahali',
};

export const quickActions: Translated<typeof en.quickActions> = {
  title: 'Viungo vya haraka',
  docs: 'Tazama nyaraka',
  community: 'Jiunge na jumuiya',
  getStarted: 'Anza sasa',
};

export const newsletterCopy: Translated<typeof en.newsletterCopy> = {
  title: 'Pata habari mpya',
  lead: 'Habari za bidhaa na maarifa kuhusu malipo, takriban mara moja kwa mwezi.',
  label: 'Barua pepe',
  placeholder: contactExamples.email,
  submit: 'Jiandikishe',
  submitting: 'Tunakuandikisha',
  success: 'Asante kwa kujiandikisha! Angalia sanduku lako la barua pepe upate habari mpya.',
  failure: 'Hatukuweza kukuandikisha. Tafadhali jaribu tena.',
};
