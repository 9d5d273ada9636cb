import type { Translated } from '../../i18n/translated';
import { listPhraseSw } from '../../i18n/list-phrase';
import * as en from '../fees';

/** Ada za miamala kwa Kiswahili: viwango ni vilevile, majina ya njia za malipo kwa maneno ya Kiswahili. */
export const paymentMethods: Translated<typeof en.paymentMethods> = en.paymentMethods;

export const cardBrands: Translated<typeof en.cardBrands> = en.cardBrands;

export const feeRates: Translated<typeof en.feeRates> = {
  mpesa: en.feeRates.mpesa,
  card: { ...en.feeRates.card, label: `Kadi (${listPhraseSw(en.cardBrands)})` },
};

/** "1.5%": tarakimu na alama ni zile zile kwa lugha zote. */
export const formatRate: Translated<typeof en.formatRate> = en.formatRate;
