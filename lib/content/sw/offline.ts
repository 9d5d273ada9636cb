import type { Translated } from '../../i18n/translated';
import type * as en from '../offline';

/** Ukurasa ambao simu inaonyesha, bila mtandao, kwa ukurasa ambao haijauhifadhi. */
export const offlinePageCopy: Translated<typeof en.offlinePageCopy> = {
  title: 'Huna mtandao',
  body: 'Ukurasa huu bado haujahifadhiwa kwenye simu yako. Kurasa ulizokwisha kusoma zinafunguka bila mtandao; huu utafunguka utakaporudi mtandaoni.',
  homeLink: 'Nenda kwenye ukurasa wa mwanzo',
};

/** Kitufe cha kurasa za wasanidi kinachozihifadhi kwenye simu ili zisomwe bila mtandao. */
export const keepForOfflineCopy: Translated<typeof en.keepForOfflineCopy> = {
  keepPage: 'Hifadhi ukurasa huu kwa matumizi bila mtandao',
  keepReference: 'Hifadhi marejeo ya API kwa matumizi bila mtandao',
  keeping: 'Inahifadhi kurasa kwenye simu hii…',
  kept: 'Kurasa {count} zimehifadhiwa: zinafunguka bila mtandao',
  failed: 'Kurasa hazikuweza kuhifadhiwa. Angalia mtandao wako kisha ujaribu tena.',
  unsupported: 'Kivinjari hiki hakiwezi kuhifadhi kurasa kwa kusoma bila mtandao.',
};
