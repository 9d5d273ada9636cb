import MiniSearch from 'minisearch';
import type { Locale } from '../i18n/locales';
import type { SearchIndexFile } from './index-file';
import { isNumberTerm, searchTerms, searchTokens } from './normalize';
import type { Highlighted, SearchDocument, SearchHit } from './types';

/**
 * The site search's engine, in the browser and on the server alike: MiniSearch over the
 * documents of one reader's index file. MiniSearch runs under the site's Content-Security-
 * Policy as it is ('self' scripts): it compiles nothing at run time (no eval, no new Function)
 * and uses no WebAssembly.
 */

type Field = 'title' | 'section' | 'text';
const fields: Field[] = ['title', 'section', 'text'];

/** A page's title, then its section's heading, weigh more than the words below them. */
const fieldBoost: Record<Field, number> = { title: 3, section: 2, text: 1 };
/** A hit in another language than the reader's counts for less: the reader's language comes first. */
const otherLanguageWeight = 0.5;
const defaultLimit = 8;
/** How much of a section's text a hit shows around the first matched word. */
const excerptLength = 180;
const excerptLead = 50;

export interface LoadedSearchIndex {
  reader: Locale;
  documents: SearchDocument[];
  miniSearch: MiniSearch<SearchDocument>;
}

/** The documents a file holds, one per section of each page. */
export function documentsOf(file: Pick<SearchIndexFile, 'pages'>): SearchDocument[] {
  return file.pages.flatMap(({ url, title, language, kind, sections }) =>
    sections.map(([anchor, section, text]): SearchDocument => {
      const address = anchor ? `${url}#${anchor}` : url;
      return { id: address, url: address, title, section, text, language, kind };
    }),
  );
}

/**
 * How many letters a typed word may get wrong: none for short words (three letters match too
 * much already) nor for numbers (1032 is not 1023), one up to seven letters, two beyond.
 */
function typosAllowed(term: string): number | false {
  if (isNumberTerm(term) || term.length <= 3) return false;
  return term.length <= 7 ? 1 : 2;
}

/** A word matches the longer words it begins ("paym" finds "payments"); a number matches only itself. */
function matchesPrefix(term: string): boolean {
  return !isNumberTerm(term);
}

/** Indexes the documents of one reader's file (all of its pieces, when it has several). */
export function loadSearchIndex(file: SearchIndexFile, ...pieces: SearchIndexFile[]): LoadedSearchIndex {
  const documents = [file, ...pieces].flatMap(documentsOf);
  const miniSearch = new MiniSearch<SearchDocument>({
    fields,
    idField: 'id',
    tokenize: searchTerms,
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
  for (const token of searchTokens(text)) {
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
  const first = searchTokens(text).find((token) => matched.has(token.term));
  const wanted = Math.max(0, (first?.start ?? 0) - excerptLead);
  const start = wanted === 0 ? 0 : text.indexOf(' ', wanted) + 1;
  const cut = text.lastIndexOf(' ', start + excerptLength);
  const end = cut > start ? cut : start + excerptLength;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/**
 * The sections that answer `query`, best first: those holding every word of it, then those
 * holding some. Words of the title and headings weigh more than the text, the reader's own
 * language more than another, and the words that matched are marked in what a hit shows.
 */
export function searchIn(index: LoadedSearchIndex, query: string, limit = defaultLimit): SearchHit[] {
  if (searchTerms(query).length === 0) return [];
  const byId = new Map(index.documents.map((document) => [document.id, document]));
  const options = {
    boost: fieldBoost,
    prefix: matchesPrefix,
    fuzzy: typosAllowed,
    boostDocument: (id: string) => (byId.get(id)?.language === index.reader ? 1 : otherLanguageWeight),
  };
  const every = index.miniSearch.search(query, { ...options, combineWith: 'AND' });
  const some = index.miniSearch.search(query, { ...options, combineWith: 'OR' });
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const result of [...every, ...some]) {
    const document = byId.get(String(result.id));
    if (!document || seen.has(document.id)) continue;
    seen.add(document.id);
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
