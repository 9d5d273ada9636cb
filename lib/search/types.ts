import type { Locale } from '../i18n/locales';

/** What a section of the site is: a marketing page, the API reference, a result code, an article, a legal page. */
export const searchKinds = ['page', 'api', 'resultCode', 'article', 'legal'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One section of one page: what the index holds. */
export interface SearchDocument {
  /** Unique within an index: the url. */
  id: string;
  /** The page's address with the section's anchor (/ke/developers/api/mpesa-stk-push#parameters); no anchor for the top of the page. */
  url: string;
  /** The page's title as its h1 reads. */
  title: string;
  /** The section's heading as the page shows it ('' for the top of the page). */
  section: string;
  /** The section's words, as plain text. */
  text: string;
  /** The language it is written in. */
  language: Locale;
  kind: SearchKind;
}

/** A run of text, marked where it matched the query. */
export type Highlighted = { text: string; marked: boolean }[];

export interface SearchHit {
  url: string;
  title: Highlighted;
  section: Highlighted;
  excerpt: Highlighted;
  language: Locale;
  kind: SearchKind;
  /** True when the hit is in another language than the index's reader (an English-only page on a Swahili search). */
  otherLanguage: boolean;
}
