import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import matter from 'gray-matter';
import { showDrafts } from './config';
import { coverChoice } from './cover';
import { todayIn } from '../calendar-day';
import { sortPosts } from './order';
import { readTimeMinutes } from './read-time';
import { BlogContentError, checkFrontmatter, fieldLine, slugPattern } from './schema';
import type { ContentProblem } from './schema';
import { translationProblems } from './translations';
import type { PostSource } from './types';

/**
 * Reads the articles of a directory: file names and frontmatter, validated, plus the raw body
 * (never compiled here). Fast enough for the proxy, which only needs the slugs.
 */
export { blogContentDir, publicDir } from './config';

const extensions = /\.mdx?$/;
/** The editors' guide sits beside the articles and is not one. */
const notArticles = new Set(['readme.md']);

// YAML only: gray-matter would otherwise `eval` a `---js` block.
const refuse = () => {
  throw new Error('Only YAML frontmatter (between --- lines) is supported');
};
const matterOptions = { engines: { js: refuse, javascript: refuse, coffee: refuse, coffeescript: refuse } };

/** A path for messages: relative to the project when inside it. */
function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/**
 * YAML turns an unquoted 2025-02-30 into 2 March, hiding the mistake. The date is checked as
 * written instead: the literal text of the `date:` line.
 */
function dateAsWritten(rawMatter: string): string | undefined {
  const match = /^date:[ \t]*(['"]?)(.*?)\1[ \t]*(?:#.*)?$/m.exec(rawMatter);
  return match?.[2];
}

/** The article files of a folder, in name order. */
export function articleFileNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => extensions.test(name) && !notArticles.has(name.toLowerCase()))
    .sort();
}

export interface ReadOptions {
  /** Checks that each cover image exists below this directory. */
  publicDir?: string;
  /** Keep `draft: true` articles (by default only `next dev` does). */
  drafts?: boolean;
  /** Today, YYYY-MM-DD, for the rule that a published article is not dated later. */
  today?: string;
}

export type ArticleResult = { ok: true; post: PostSource } | { ok: false; problems: ContentProblem[] };

/** One article file, validated: the article, or every problem found in its frontmatter. */
export function inspectArticle(dir: string, name: string, options: ReadOptions = {}): ArticleResult {
  const path = join(dir, name);
  const file = displayPath(path);
  const slug = name.replace(extensions, '');
  if (!slugPattern.test(slug)) {
    const message = 'the file name is the slug: use lower-case words joined by hyphens, e.g. my-first-post.mdx';
    return { ok: false, problems: [{ file, line: 1, field: 'slug', message }] };
  }
  const source = readFileSync(path, 'utf8');
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, matterOptions);
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { ok: false, problems: [{ file, line: 1, field: '(frontmatter)', message }] };
  }
  const data: Record<string, unknown> = { ...parsed.data };
  if (data.date instanceof Date) data.date = dateAsWritten(parsed.matter);
  const checked = checkFrontmatter(data, { file, source, today: options.today ?? todayIn() });
  if (!checked.ok) return checked;
  const { readTime, image, imageAlt, ...rest } = checked.frontmatter;
  const cover = coverChoice({ image, imageAlt, category: rest.category });
  if (image && options.publicDir && !existsSync(join(options.publicDir, image))) {
    return { ok: false, problems: [{ file, line: fieldLine(source, 'image'), field: 'image', message: `no file public${image}` }] };
  }
  const bodyStart = source.length - parsed.content.length;
  return {
    ok: true,
    post: {
      ...rest,
      slug,
      file,
      body: parsed.content,
      bodyLine: source.slice(0, bodyStart).split('\n').length,
      readTime: readTime ?? readTimeMinutes(parsed.content),
      image: cover.src,
      coverAlt: cover.alt,
    },
  };
}

/**
 * Every article of `dir` (drafts included) and every problem found, duplicate slugs and
 * translations that name no suitable original too.
 */
export function inspectArticles(dir: string, options: ReadOptions = {}): { posts: PostSource[]; problems: ContentProblem[] } {
  const results = articleFileNames(dir).map((name) => inspectArticle(dir, name, options));
  const posts = results.flatMap((result) => (result.ok ? [result.post] : []));
  const problems = results.flatMap((result) => (result.ok ? [] : result.problems));
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.slug);
    if (other) problems.push({ file: post.file, line: 1, field: 'slug', message: `duplicate slug "${post.slug}", also ${other}` });
    seen.set(post.slug, post.file);
  }
  problems.push(...translationProblems(posts));
  return { posts: sortPosts(posts), problems };
}

/**
 * The articles of `dir`, newest first, drafts only where they are shown. Throws a
 * BlogContentError naming the file, line and field of every problem, which fails the build.
 */
export function readPostSources(dir: string, options: ReadOptions = {}): PostSource[] {
  const { posts, problems } = inspectArticles(dir, options);
  if (problems.length > 0) throw new BlogContentError(problems);
  const drafts = options.drafts ?? showDrafts;
  return posts.filter((post) => drafts || !post.draft);
}
