import { join } from 'node:path';
import { defaultBlogContentDir } from './config';
import { describeMisuses } from '../i18n/glossary-check';
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

/** What a reader reads of an article: its title, excerpt and prose, without code (code is English, as in the original). */
function prose(post: { title: string; excerpt: string; body: string }): string {
  const body = post.body.replace(/^```[\s\S]*?^```$/gm, ' ').replace(/`[^`\n]*`/g, ' ');
  return [post.title, post.excerpt, ...body.split(/\n\s*\n/)].join('\n');
}

// Whatever articles are written in Kiswahili, today's and those still to come.
describe('articles in Kiswahili', () => {
  it('use the glossary’s words, never a rendering it rules out', () => {
    const swahili = posts.filter((candidate) => candidate.language === 'sw');
    const misuses = swahili.flatMap((post) =>
      prose(post)
        .split('\n')
        .flatMap((paragraph) => describeMisuses(paragraph).map((misuse) => `${post.file}: ${misuse}`)),
    );
    expect(misuses).toEqual([]);
  });
});
