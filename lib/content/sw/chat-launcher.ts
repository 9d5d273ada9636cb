import type { Translated } from '../../i18n/translated';
import type * as en from '../chat-launcher';

/** Maneno ya kitufe cha gumzo kinachoelea, kwa Kiswahili. */
export const chatLauncherCopy: Translated<typeof en.chatLauncherCopy> = {
  region: 'Msaidizi wa gumzo',
  open: 'Fungua msaidizi wa gumzo',
  loading: 'Tunafungua msaidizi wa gumzo',
  loadError: 'Gumzo halikuweza kufunguka. Angalia muunganisho wako wa intaneti kisha ujaribu tena.',
};
