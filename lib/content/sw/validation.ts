import type { Translated } from '../../i18n/translated';
import { formatKes } from '../../i18n/swahili-format';
import { airtimeLimits } from '../../validation/payment-constants';
import type * as en from '../validation';

/** Ujumbe wa fomu chini ya sehemu isiyoweza kutumwa, kwa Kiswahili. */
export const validationMessages: Translated<typeof en.validationMessages> = {
  text: {
    tooLong: 'Tumia herufi {max} au chache zaidi',
    singleLineControl: 'Ondoa mistari mipya na herufi za udhibiti zisizoonekana kwenye sehemu hii',
    multiLineControl: 'Ondoa herufi za udhibiti zisizoonekana kwenye maandishi haya',
  },
  email: {
    required: 'Weka barua pepe yako',
    invalid: 'Weka barua pepe sahihi',
  },
  contact: {
    fullname: 'Weka jina kamili',
    company: 'Weka jina la kampuni',
    phone: 'Weka nambari ya simu',
    phoneInvalid: 'Weka nambari sahihi ya simu: ya Kenya kama 0712 345 678, au nyingine yoyote pamoja na msimbo wa nchi yake, kama +1 415 555 2671',
    subject: 'Chagua unachovutiwa nacho',
    message: 'Weka maelezo ya mradi',
  },
  notify: {
    country: 'Chagua nchi ambako huduma inakuja hivi karibuni',
  },
  mpesaPhone: {
    required: 'Weka nambari yako ya simu ya M-Pesa',
    invalid: 'Weka nambari sahihi ya simu ya Kenya, mfano 0712 345 678',
  },
  airtime: {
    recipient: 'Weka nambari ya simu ya mpokeaji',
    amount: 'Weka kiasi',
    wholeShillings: 'Weka shilingi kamili',
    minimum: `Kiasi cha chini ni ${formatKes(airtimeLimits.min)}`,
    maximum: `Kiasi cha juu ni ${formatKes(airtimeLimits.max)}`,
  },
  demo: {
    receiptEmail: 'Weka barua pepe yako ya kupokea risiti',
    cardNumber: 'Weka nambari ya kadi',
    cardNumberInvalid: 'Weka nambari sahihi ya kadi',
    expiry: 'Weka tarehe ya mwisho wa matumizi',
    expiryFormat: 'Weka tarehe ya mwisho wa matumizi kama MM/YY',
    expired: 'Muda wa kadi hii umekwisha',
    cvv: 'Weka CVV',
    cvvDigits: 'Weka tarakimu 3 au 4 zilizo nyuma ya kadi',
    subscriptionName: 'Weka jina la malipo ya kujirudia',
    frequency: 'Chagua kipindi cha makato',
  },
};
