import type { articleLocales } from '../i18n/locales';

/**
 * The languages an article can be written in: those of the site that have articles. Apart from
 * the rest of ./languages because an article's own type (./types) names them, and ./languages
 * reads that type.
 */
export type BlogLanguage = (typeof articleLocales)[number];
