import type { Translated } from '../../i18n/translated';
import type * as en from '../paybill';
import { paybill } from '../shared';

/** Kulipa kupitia Paybill ya M-Pesa, kwa maneno ya menyu ya M-Pesa ya Kiswahili. */
export { demoPaybill, paybill } from '../shared';

/** Hatua, kwa mpangilio. Nambari ya akaunti ni nambari ya simu inayoongezewa muda wa maongezi. */
export const paybillSteps: Translated<typeof en.paybillSteps> = (recipient = 'nambari ya simu ya mpokeaji') => [
  `Fungua menyu ya M-Pesa kwenye simu yako, au piga ${paybill.ussd}`,
  'Chagua Lipa na M-Pesa, kisha Pay Bill',
  `Weka nambari ya biashara ${paybill.businessNumber}`,
  `Weka nambari ya akaunti: ${recipient}`,
  'Weka kiasi',
  'Weka PIN yako ya M-Pesa na uthibitishe',
];
