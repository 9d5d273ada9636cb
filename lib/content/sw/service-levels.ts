import type { Translated } from '../../i18n/translated';
import * as en from '../service-levels';

/** Ahadi za muda: saa ni zile zile; njia ya pesa inaandikwa kwa majina ya Kiswahili ya nchi. */
export const remittanceTimes: Translated<typeof en.remittanceTimes> = {
  ...en.remittanceTimes,
  route: { from: 'Marekani', to: en.remittanceTimes.route.to },
};

export const signUpHours: Translated<typeof en.signUpHours> = en.signUpHours;
