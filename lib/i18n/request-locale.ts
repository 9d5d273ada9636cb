import 'server-only';
import { cache } from 'react';
import { defaultLocale } from './locales';
import type { Locale } from './locales';
import type { Translated } from './translated';

/**
 * The language of the page being rendered, for the Server Components below it. A Swahili page
 * (app/(sw)/**) sets it first thing, in its layout and in its page (Next may render the two
 * apart); every other page is English, the default. React's cache() keeps one value per
 * render, so two pages rendered side by side at build time never see each other's language.
 * The same pattern as next-intl's setRequestLocale, without the library.
 */
const current = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export function requestLocale(): Locale {
  return current().locale;
}

/**
 * The copy of the page's language from a copy module and its Swahili sibling:
 * `const { aboutHero } = localized(en, sw)`. Server Components only: a client component
 * takes its words as props, so a page carries the words of its own language alone.
 */
export function localized<T, Swahili extends Translated<T>>(english: T, swahili: Swahili): T | Swahili {
  return requestLocale() === 'sw' ? swahili : english;
}
