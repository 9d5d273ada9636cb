import { join } from 'node:path';
import { defaultBlogContentDir } from './config';
import { articleGlossaryProblems } from './article-glossary';
import { formatProblem } from './schema';
import { readPostSources } from './source';

/**
 * Rules for the facts any article quotes, checked on the editors' articles themselves (the
 * other blog tests read fixtures). Whatever is published, none of this depends on how many
 * articles there are, how long they are or when they were written.
 */
const posts = readPostSources(join(process.cwd(), defaultBlogContentDir), { drafts: true });

describe.each(posts.map((post) => [post.file, post] as const))('%s', (_file, post) => {
  it('quotes phone numbers as 254 followed by nine digits', () => {
    for (const phone of post.body.match(/\b254\d+\b/g) ?? []) expect(phone).toMatch(/^254\d{9}$/);
  });

  it('quotes only the statuses the API documents (pending, active)', () => {
    expect(post.body).not.toMatch(/"status": "(?!pending|active)/);
  });
});

describe('translations', () => {
  const fences = (body: string) => body.match(/^```[\s\S]*?^```$/gm) ?? [];

  it('keep the code of their original as it is', () => {
    for (const post of posts.filter((candidate) => candidate.translationOf !== undefined)) {
      const original = posts.find((candidate) => candidate.slug === post.translationOf);
      expect([post.file, fences(post.body)]).toEqual([post.file, fences(original?.body ?? '')]);
    }
  });
});

// Whatever articles are written in Kiswahili, today's and those still to come.
describe('articles in Kiswahili', () => {
  it('use the glossary’s words, never a rendering it rules out (any form of a ruled-out verb included)', () => {
    const swahili = posts.filter((candidate) => candidate.language === 'sw');
    expect(swahili.length).toBeGreaterThan(0);
    expect(swahili.flatMap(articleGlossaryProblems).map(formatProblem)).toEqual([]);
  });
});
