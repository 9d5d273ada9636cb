import type { Translated } from '../../i18n/translated';
import type * as en from '../not-found';

/** Ukurasa wa anwani isiyo na ukurasa wala faili. */
export const notFoundCopy: Translated<typeof en.notFoundCopy> = {
  title: 'Ukurasa haukupatikana',
  body: 'Faili uliyoiomba haipo.',
  homeLink: 'Nenda kwenye ukurasa wa mwanzo',
};
