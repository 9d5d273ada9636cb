import { blogCopy } from '../content/blog';

/** Words a reader gets through in a minute: a common figure for technical prose on screen. */
export const wordsPerMinute = 200;

/** Words in a Markdown body: runs of characters holding a letter or a digit. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes to read a body, at least one. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / wordsPerMinute));
}

export function formatReadTime(minutes: number): string {
  return blogCopy.readTime(minutes);
}
