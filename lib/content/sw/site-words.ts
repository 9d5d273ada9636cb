import type { Translated } from '../../i18n/translated';
import type * as en from '../site-words';

/** Maelezo mafupi ya tovuti na kauli mbiu yake. */
export const siteWords: Translated<typeof en.siteWords> = {
  summary:
    'Pokea malipo, tuma pesa kutoka nje ya nchi na ujenge kwa API zilizoundwa kwa ajili ya wasanidi programu: M-Pesa, kadi, webhook na ulinganishaji wa hesabu kutoka Nairobi.',
  tagline: 'Tunarahisisha malipo kote Afrika',
};
