import type { Locale } from '../i18n/locales';
import { isLocale } from '../i18n/locales';
import { searchIndexFolder } from './index-address';
import * as z from 'zod/mini';
import { searchKinds } from './types';

// zod's smaller build: the file is checked in the browser, where the search loads on demand
// and the full zod would weigh more than the index. Configured, as the site's zod is
// (lib/zod.ts), never to compile parsers with eval, which the Content-Security-Policy forbids.
z.config({ jitless: true });

/**
 * The file a reader's browser downloads to search the site, one per reader language: the
 * Swahili file holds the Swahili pages and the English pages that have no Swahili version
 * (the API reference, English-only articles). It carries the documents themselves, grouped by
 * page so that a page's title and address are written once, and the browser indexes them (see
 * engine.ts for why this beats shipping a serialized index). When a language's file grows too
 * big it is cut into pieces: the first one (`searchIndexHref`) names the others in `pieces`.
 */

const localeSchema = z.custom<Locale>((value) => isLocale(value), { error: 'Not a language of this build' });

/** One section of a page: its anchor ('' for the top of the page), its heading ('' for the top), its words. */
const sectionSchema = z.tuple([z.string(), z.string(), z.string()]);

const pageSchema = z.object({
  /** The page's address, without an anchor. */
  url: z.string().check(z.startsWith('/')),
  title: z.string(),
  language: localeSchema,
  kind: z.enum(searchKinds),
  sections: z.array(sectionSchema),
});

export const searchIndexFileSchema = z.object({
  /** The reader's language: whose pages come first, and which hits are in another language. */
  reader: localeSchema,
  pages: z.array(pageSchema),
  /** The addresses of the file's other pieces, named by the first piece only. */
  pieces: z.array(z.string().check(z.startsWith(`${searchIndexFolder}/`))),
});

export type SearchIndexFile = z.infer<typeof searchIndexFileSchema>;
export type SearchIndexPage = z.infer<typeof pageSchema>;
