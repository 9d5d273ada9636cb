import type { Translated } from '../../i18n/translated';
import type * as en from '../language';

/** Kiungo cha kubadilisha lugha. */
export const languageSwitcherCopy: Translated<typeof en.languageSwitcherCopy> = {
  label: 'Lugha',
  linkHere: 'Soma kwa Kiswahili',
};
