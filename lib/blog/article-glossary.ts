import { glossaryMisuses } from '../i18n/glossary-check';
import type { ContentProblem } from './schema';
import type { PostSource } from './types';

interface Paragraph {
  line: number;
  text: string;
}

/**
 * What a reader reads of an article's body, paragraph by paragraph with the line it starts on:
 * prose, headings, lists and tables, without code (code is English, as in the original).
 */
function proseParagraphs(body: string, firstLine: number): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let inFence = false;
  let current: Paragraph | undefined;
  body.split('\n').forEach((raw, index) => {
    if (/^\s*```/.test(raw)) {
      inFence = !inFence;
      current = undefined;
      return;
    }
    if (inFence || raw.trim() === '') {
      current = undefined;
      return;
    }
    const text = raw.replace(/`[^`\n]*`/g, ' ');
    if (current) current.text += `\n${text}`;
    else paragraphs.push((current = { line: firstLine + index, text }));
  });
  return paragraphs;
}

/**
 * Every rendering the glossary rules out in a Swahili article (its title, excerpt and prose), as
 * `file:line glossary: …` problems; none for an article in another language. Articles are read
 * in every market, so a market's own word ("namba") is ruled out in them too.
 */
export function articleGlossaryProblems(post: PostSource): ContentProblem[] {
  if (post.language !== 'sw') return [];
  const pieces: (Paragraph & { field: string })[] = [
    { field: 'title', line: 1, text: post.title },
    { field: 'excerpt', line: 1, text: post.excerpt },
    ...proseParagraphs(post.body, post.bodyLine).map((paragraph) => ({ ...paragraph, field: 'glossary' })),
  ];
  return pieces.flatMap(({ field, line, text }) =>
    glossaryMisuses(text).map(({ term, found }) => {
      // The line of the paragraph (a list, a table) on which the words are.
      const before = text.slice(0, Math.max(0, text.indexOf(found)));
      return { file: post.file, line: line + (before.match(/\n/g) ?? []).length, field, message: `"${found}" is ruled out by the glossary (${term})` };
    }),
  );
}
