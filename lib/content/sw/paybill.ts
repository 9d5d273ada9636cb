import type { Translated } from '../../i18n/translated';
import * as en from '../paybill';

/** Kulipa kupitia Paybill ya M-Pesa, kwa maneno ya menyu ya M-Pesa ya Kiswahili. */
export const paybill: Translated<typeof en.paybill> = en.paybill;

/** Hatua, kwa mpangilio. Nambari ya akaunti ni nambari ya simu inayoongezewa muda wa maongezi. */
export const paybillSteps: Translated<typeof en.paybillSteps> = (recipient = 'nambari ya simu ya mpokeaji') => [
  `Fungua menyu ya M-Pesa kwenye simu yako, au piga ${en.paybill.ussd}`,
  'Chagua Lipa na M-Pesa, kisha Pay Bill',
  `Weka nambari ya biashara ${en.paybill.businessNumber}`,
  `Weka nambari ya akaunti: ${recipient}`,
  'Weka kiasi',
  'Weka PIN yako ya M-Pesa na uthibitishe',
];

export const demoPaybill: Translated<typeof en.demoPaybill> = en.demoPaybill;
