import type { Translated } from '../../i18n/translated';
import type * as en from '../offline-leads';

/** Fomu za mawasiliano, jarida na arifa zinasema nini kuhusu ujumbe uliotumwa bila mtandao. */
export const offlineLeadsCopy: Translated<typeof en.offlineLeadsCopy> = {
  saved: 'Huna mtandao. Ulichoandika kimehifadhiwa kwenye kifaa hiki na kitatumwa utakaporudi mtandaoni.',
  delivered: 'Umerudi mtandaoni: ulichoandika ukiwa nje ya mtandao kimetumwa.',
  refused: 'Ulichoandika ukiwa nje ya mtandao hakikuweza kutumwa. Tafadhali fungua fomu kisha ukitume tena.',
  keptOnDevice: 'Ulichoandika ukiwa nje ya mtandao kimehifadhiwa kwenye kifaa hiki hadi kitakapoweza kutumwa, kwa muda usiozidi wiki moja.',
  discard: 'Kifute kwenye kifaa hiki',
  discarded: 'Kimefutwa kwenye kifaa hiki. Hakuna kilichotumwa.',
};
