import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import matter from 'gray-matter';
import { sortPosts } from './order';
import { readTimeMinutes } from './read-time';
import { BlogContentError, parseFrontmatter, slugPattern } from './schema';
import type { PostSource } from './types';

/**
 * Reads the articles of a directory: file names and frontmatter, validated, plus the raw body
 * (never compiled here). Fast enough for the proxy, which only needs the slugs.
 */
export const blogContentDir = join(process.cwd(), 'content', 'blog');
export const publicDir = join(process.cwd(), 'public');

const extensions = /\.mdx?$/;

// YAML only: gray-matter would otherwise `eval` a `---js` block.
const refuse = () => {
  throw new BlogContentError('Only YAML frontmatter (between --- lines) is supported');
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

function readSource(dir: string, name: string, options: ReadOptions): PostSource {
  const path = join(dir, name);
  const file = displayPath(path);
  const slug = name.replace(extensions, '');
  if (!slugPattern.test(slug)) {
    throw new BlogContentError(`${file}: field "slug" (the file name): use lower-case words joined by hyphens, e.g. my-first-post.mdx`);
  }
  const parsed = matter(readFileSync(path, 'utf8'), matterOptions);
  const data: Record<string, unknown> = { ...parsed.data };
  if (data.date instanceof Date) data.date = dateAsWritten(parsed.matter);
  const frontmatter = parseFrontmatter(file, data);
  if (options.publicDir && !existsSync(join(options.publicDir, frontmatter.image))) {
    throw new BlogContentError(`${file}: field "image": no file public${frontmatter.image}`);
  }
  const { readTime, ...rest } = frontmatter;
  return { ...rest, slug, file, body: parsed.content, readTime: readTime ?? readTimeMinutes(parsed.content) };
}

export interface ReadOptions {
  /** Checks that each cover image exists below this directory. */
  publicDir?: string;
}

/** Every article of `dir`, newest first. Throws a BlogContentError naming the file and field. */
export function readPostSources(dir: string, options: ReadOptions = {}): PostSource[] {
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => extensions.test(name)).sort() : [];
  const posts = names.map((name) => readSource(dir, name, options));
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.slug);
    if (other) throw new BlogContentError(`${other} and ${post.file}: field "slug": duplicate slug "${post.slug}"`);
    seen.set(post.slug, post.file);
  }
  return sortPosts(posts);
}
