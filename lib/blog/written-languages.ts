/**
 * The languages an article can be written in. English is the default, so an article without a
 * `language:` line is English, as every article was before Swahili ones existed. Apart from the
 * rest of ./languages because an article's own type (./types) names them, and ./languages
 * reads that type.
 */
export const blogLanguages = ['en', 'sw'] as const;
export type BlogLanguage = (typeof blogLanguages)[number];
