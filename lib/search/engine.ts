import MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import type { Locale } from '../i18n/locales';
import type { SearchIndexFile } from './index-file';
import { isNumberWord, readWords, wordTokens } from '../words';
import type { Highlighted, SearchDocument, SearchHit } from './types';

/**
 * The site search's engine, in the browser and on the server alike: MiniSearch over the
 * documents of one reader's index file. MiniSearch runs under the site's Content-Security-
 * Policy as it is ('self' scripts): it compiles nothing at run time (no eval, no new Function)
 * and uses no WebAssembly; the file is fetched from the site itself (connect-src 'self').
 *
 * The file carries the documents and the browser indexes them, rather than a serialized
 * MiniSearch index: the hits must show the texts anyway (title, heading, excerpt), and the
 * serialized index comes on top of them. Measured on the English file: documents 31.5 KB gzip
 * (26.4 KB brotli) against 61.6 KB gzip (50.6 KB brotli) for index and documents, that is
 * about 150 ms more on Slow 4G, while indexing in the browser costs 100 to 180 ms at a 4x
 * slowed CPU and loading the serialized index saves only part of it. Smaller and no slower:
 * the documents it is.
 */

type Field = 'title' | 'section' | 'text';
const fields: Field[] = ['title', 'section', 'text'];

/** A page's title, then its section's heading, weigh more than the words below them. */
const fieldBoost: Record<Field, number> = { title: 3, section: 2, text: 1 };
/** A hit in another language than the reader's counts for less: the reader's language comes first. */
const otherLanguageWeight = 0.5;
/** A page whose title is the query itself ("M-Pesa result codes") outranks the pages that mention it. */
const titleIsQueryBoost = 2;
const defaultLimit = 8;
/** How much of a section's text a hit shows around the first matched word. */
const excerptLength = 180;
const excerptLead = 50;

export interface LoadedSearchIndex {
  reader: Locale;
  documents: SearchDocument[];
  miniSearch: MiniSearch<SearchDocument>;
}

/**
 * The documents a file holds, one per section of each page. Sections whose headings carry no
 * id (a legal page's) share the page's address: their ids are numbered apart.
 */
export function documentsOf(file: Pick<SearchIndexFile, 'pages'>): SearchDocument[] {
  const seen = new Map<string, number>();
  return file.pages.flatMap(({ url, title, language, kind, sections }) =>
    sections.map(([anchor, section, text]): SearchDocument => {
      const address = anchor ? `${url}#${anchor}` : url;
      const count = seen.get(address) ?? 0;
      seen.set(address, count + 1);
      return { id: count === 0 ? address : `${address}~${count}`, url: address, title, section, text, language, kind };
    }),
  );
}

/**
 * How many letters a typed word may get wrong: none for short words (three letters match too
 * much already) nor for numbers (1032 is not 1023), one up to seven letters, two beyond.
 */
function typosAllowed(term: string): number | false {
  if (isNumberWord(term) || term.length <= 3) return false;
  return term.length <= 7 ? 1 : 2;
}

/** A word matches the longer words it begins ("paym" finds "payments"); a number matches only itself. */
function matchesPrefix(term: string): boolean {
  return !isNumberWord(term);
}

/** Indexes the documents of one reader's file (all of its pieces, when it has several). */
export function loadSearchIndex(file: SearchIndexFile, ...pieces: SearchIndexFile[]): LoadedSearchIndex {
  const documents = [file, ...pieces].flatMap(documentsOf);
  const miniSearch = new MiniSearch<SearchDocument>({
    fields,
    idField: 'id',
    tokenize: readWords,
    // The words are folded by the tokenizer already.
    processTerm: (term) => term,
  });
  miniSearch.addAll(documents);
  return { reader: file.reader, documents, miniSearch };
}

function highlight(text: string, matched: ReadonlySet<string>): Highlighted {
  const runs: Highlighted = [];
  let position = 0;
  const push = (run: string, marked: boolean) => {
    if (run === '') return;
    const last = runs.at(-1);
    if (last && last.marked === marked) last.text += run;
    else runs.push({ text: run, marked });
  };
  for (const token of wordTokens(text)) {
    if (!matched.has(token.term)) continue;
    push(text.slice(position, token.start), false);
    push(text.slice(token.start, token.end), true);
    position = token.end;
  }
  push(text.slice(position), false);
  return runs;
}

/** The part of a section's text around its first matched word, cut at word boundaries. */
function excerpt(text: string, matched: ReadonlySet<string>): string {
  if (text.length <= excerptLength) return text;
  const first = wordTokens(text).find((token) => matched.has(token.term));
  const wanted = Math.max(0, (first?.start ?? 0) - excerptLead);
  const start = wanted === 0 ? 0 : text.indexOf(' ', wanted) + 1;
  const cut = text.lastIndexOf(' ', start + excerptLength);
  const end = cut > start ? cut : start + excerptLength;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/** The address of a hit's page, without its section's anchor. */
function pageOf(url: string): string {
  return url.split('#')[0] ?? url;
}

/**
 * The sections that answer `query`, best first: those holding every word of it, then those
 * holding some. Words of the title and headings weigh more than the text, the reader's own
 * language more than another, and a page whose title is the query itself comes first. The
 * best section of each page comes before any page's second best, so that one long page does
 * not fill the list. The words that matched are marked in what a hit shows.
 */
export function searchIn(index: LoadedSearchIndex, query: string, limit = defaultLimit): SearchHit[] {
  const queryTerms = readWords(query);
  if (queryTerms.length === 0) return [];
  const byId = new Map(index.documents.map((document) => [document.id, document]));
  const options = {
    boost: fieldBoost,
    prefix: matchesPrefix,
    fuzzy: typosAllowed,
    boostDocument: (id: string) => (byId.get(id)?.language === index.reader ? 1 : otherLanguageWeight),
  };
  const wanted = queryTerms.join(' ');
  const titled = (title: string) => (readWords(title).join(' ') === wanted ? titleIsQueryBoost : 1);
  const ranked = (results: SearchResult[]) =>
    results
      .map((result) => ({ result, document: byId.get(String(result.id)) }))
      .filter((entry): entry is { result: SearchResult; document: SearchDocument } => entry.document !== undefined)
      .map((entry) => ({ ...entry, score: entry.result.score * titled(entry.document.title) }))
      .sort((a, b) => b.score - a.score);
  const every = ranked(index.miniSearch.search(query, { ...options, combineWith: 'AND' }));
  const some = ranked(index.miniSearch.search(query, { ...options, combineWith: 'OR' }));
  const ordered = [...every, ...some];
  // First each page's best section, then the other sections, each list in its order.
  const firstOfPage = new Set<string>();
  const firsts = ordered.filter(({ document }) => {
    const page = pageOf(document.url);
    if (firstOfPage.has(page)) return false;
    firstOfPage.add(page);
    return true;
  });
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const { result, document } of [...firsts, ...ordered]) {
    // One hit per address: the best of the sections that share it.
    if (seen.has(document.url)) continue;
    seen.add(document.url);
    const matched = new Set(result.terms);
    hits.push({
      url: document.url,
      title: highlight(document.title, matched),
      section: highlight(document.section, matched),
      excerpt: highlight(excerpt(document.text, matched), matched),
      language: document.language,
      kind: document.kind,
      otherLanguage: document.language !== index.reader,
    });
    if (hits.length >= limit) break;
  }
  return hits;
}
