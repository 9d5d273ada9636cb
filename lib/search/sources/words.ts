import type { SearchIndexPage } from '../index-file';

/** A piece of copy as a section's text takes it: strings, numbers, lists; nothing for the rest. */
type Words = string | number | readonly Words[] | null | undefined | false;

/** Plain text from pieces of copy, one space between them: what a section's text holds. */
export function words(...pieces: Words[]): string {
  const flat: string[] = [];
  const add = (piece: Words) => {
    if (piece === null || piece === undefined || piece === false) return;
    if (typeof piece === 'string' || typeof piece === 'number') flat.push(String(piece));
    else piece.forEach(add);
  };
  pieces.forEach(add);
  return flat.join(' ').replace(/\s+/g, ' ').trim();
}

/** One section of a page as a source describes it: the id of its heading ('' for none), the heading, its words. */
export interface SourceSection {
  anchor: string;
  heading: string;
  text: string;
}

/** A page of the index, from the sections its source lists. */
export function searchPage(page: Omit<SearchIndexPage, 'sections'>, sections: readonly SourceSection[]): SearchIndexPage {
  return { ...page, sections: sections.map(({ anchor, heading, text }) => [anchor, heading, text]) };
}
