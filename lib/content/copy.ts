import 'server-only';
import type { Locale } from '../i18n/locales';
import type { Translated } from '../i18n/translated';
import * as english from './english';
import * as swahili from './sw';

/**
 * The site's words in every language, looked up by the language of the route being rendered:
 * `copyIn(locale).about.aboutHero`. Server Components only (it holds every language): a
 * client island receives its words as props from the Server Component that renders it, so a
 * page ships its own language's words alone.
 *
 * A language is one entry here and one folder of modules typed against English.
 */
const copies = {
  en: english,
  sw: swahili satisfies Translated<typeof english>,
} satisfies Record<Locale, Translated<typeof english>>;

export type Copy = (typeof copies)[Locale];

export function copyIn(locale: Locale): Copy {
  return copies[locale];
}
