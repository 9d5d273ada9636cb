/**
 * How the site reads words, in the one way its search (documents and queries alike), the
 * blog's filter and the chat share, so that what a visitor types meets what the site wrote:
 * case, accents and punctuation do not matter ("Malipo", "malipo"; "café", "cafe"), an
 * apostrophe inside a word joins it ("ng'ombe" is "ngombe"), digits grouped by commas are one
 * number ("1,000" is "1000"), and a lone letter is joined to the word after it, so that
 * "M-Pesa", "M Pesa" and "mpesa" are one word, as are "e-mail" and "email". The English "a" and
 * "I" stay words of their own. No stemming: Kiswahili is matched as it is written, and prefix
 * matching finds longer forms in both languages (the chat reads Kiswahili verbs through its own
 * word forms, lib/chat/swahili-forms.ts). One ending is folded: a final "s" of a word
 * of four letters or more, so that a plural finds its singular ("fees" finds "fee"); Kiswahili
 * words end in a vowel, so the fold leaves them as they are. Client-safe and small: it runs in
 * the browser for the search, the blog's filter and the chat.
 */

/** A word of a text, folded, with where it stands in the original text. */
export interface WordToken {
  term: string;
  /** Offsets in the original text: `text.slice(start, end)` is what the reader sees. */
  start: number;
  end: number;
}

// A word: letters and digits, an apostrophe inside it allowed; a number may group its digits
// by thousands with commas (or the narrow spaces some locales format with).
const word = /\p{N}{1,3}(?:[,\u202f\u00a0]\p{N}{3})+(?!\p{N})|[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;
const combiningMarks = /\p{M}/gu;
const joinedOut = /['\u2019,\u202f\u00a0]/g;
/** What may stand between a lone letter and the word it belongs to: a hyphen, a space. */
const letterJoint = /^[\s\-\u2010\u2011\u2013]{1,2}$/;
/** Lone letters that are words in their own right. */
const standaloneLetters = new Set(['a', 'i']);
const letter = /^\p{L}$/u;
const startsWithLetter = /^\p{L}/u;

const pluralEnding = /(?<=\p{L}{3})s$/u;

/** A word as the site compares it: lower case, without accents, inner punctuation or a plural's final s. */
function foldWord(text: string): string {
  return text.normalize('NFKD').replace(combiningMarks, '').replace(joinedOut, '').toLowerCase().replace(pluralEnding, '');
}

/** Whether a word is a number: search matches it only to itself (no prefix, no typo). */
export function isNumberWord(term: string): boolean {
  return /^\p{N}+$/u.test(term);
}

/** The words of `text` as the site reads them, with their places in the text. */
export function wordTokens(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  let pendingLetter: WordToken | null = null;
  for (const match of text.matchAll(word)) {
    const start = match.index;
    const token: WordToken = { term: foldWord(match[0]), start, end: start + match[0].length };
    if (pendingLetter) {
      const between = text.slice(pendingLetter.end, start);
      if (letterJoint.test(between) && startsWithLetter.test(token.term)) {
        tokens.push({ term: pendingLetter.term + token.term, start: pendingLetter.start, end: token.end });
        pendingLetter = null;
        continue;
      }
      tokens.push(pendingLetter);
      pendingLetter = null;
    }
    if (letter.test(token.term) && !standaloneLetters.has(token.term)) pendingLetter = token;
    else tokens.push(token);
  }
  if (pendingLetter) tokens.push(pendingLetter);
  return tokens;
}

/** The words of `text` as the site reads them: readWords('Pay with M-Pesa') is ['pay', 'with', 'mpesa']. */
export function readWords(text: string): string[] {
  return wordTokens(text).map((token) => token.term);
}
