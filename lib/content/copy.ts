import 'server-only';
import type { Locale } from '../i18n/locales';
import type { Translated } from '../i18n/translated';
import { pseudoCopy, sameShape } from '../i18n/pseudo';
import * as english from './english';
import * as swahili from './sw';

/** The test build's pseudo-language: the English copy with every string rewritten. */
const pseudo = pseudoCopy(english);
if (!sameShape(pseudo, english)) throw new Error('The pseudo-language copy lost the shape of the English copy');

/**
 * The site's words in every language, looked up by the language of the route being rendered:
 * `copyIn(locale).about.aboutHero`. Server Components only (it holds every language): a
 * client island receives its words as props from the Server Component that renders it, so a
 * page ships its own language's words alone.
 *
 * This and on-demand-words.ts (the words islands load with their own code) are the only
 * modules that import a language's folder: everything else looks words up by the language, so
 * a language is one entry in each and one folder of modules typed against English.
 */
const copies = {
  en: english,
  sw: swahili satisfies Translated<typeof english>,
  xa: pseudo,
} satisfies Record<Locale, Translated<typeof english>>;

export type Copy = (typeof copies)[Locale];

export function copyIn(locale: Locale): Copy {
  return copies[locale];
}
