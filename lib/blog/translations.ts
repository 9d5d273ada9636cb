import { readFileSync } from 'node:fs';
import { fieldLine } from './schema';
import type { ContentProblem } from './schema';
import type { PostSource } from './types';

/**
 * The rules that tie a translation to its original, checked across the files: `translationOf`
 * names an article that exists, in the other language, that is an original (not a translation
 * itself) and, for a published translation, published. Each original has at most one
 * translation per language, so the two pages can name each other as alternates.
 */
type TranslationPost = Pick<PostSource, 'slug' | 'file' | 'language' | 'translationOf' | 'draft'>;

function lineOf(post: TranslationPost): number {
  try {
    return fieldLine(readFileSync(post.file, 'utf8'), 'translationOf');
  } catch {
    return 1;
  }
}

export function translationProblems(posts: readonly TranslationPost[]): ContentProblem[] {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const claimed = new Map<string, TranslationPost>();
  const problems: ContentProblem[] = [];
  for (const post of posts) {
    const target = post.translationOf;
    if (target === undefined) continue;
    const problem = (message: string) => problems.push({ file: post.file, line: lineOf(post), field: 'translationOf', message });
    const original = bySlug.get(target);
    if (target === post.slug) {
      problem('an article cannot be its own translation: name the article this one translates');
    } else if (!original) {
      problem(`there is no article "${target}" (content/blog/${target}.mdx)`);
    } else if (original.language === post.language) {
      problem(`"${target}" is in language ${original.language} too: a translation names an article in the other language`);
    } else if (original.translationOf !== undefined) {
      problem(`"${target}" is itself a translation of "${original.translationOf}": name the original, translationOf: ${original.translationOf}`);
    } else if (original.draft && !post.draft) {
      problem(`"${target}" is a draft: publish it first, or keep this translation as draft: true`);
    } else {
      const key = `${target} ${post.language}`;
      const other = claimed.get(key);
      if (other) problem(`"${target}" already has a translation in language ${post.language}: ${other.file}`);
      else claimed.set(key, post);
    }
  }
  return problems;
}
