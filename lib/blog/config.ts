import { statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { z } from '@/lib/zod';

/**
 * Where the articles are read from, and whether drafts are shown. The folder is configurable
 * so that tests (and the fixture build in `npm test`) point the whole pipeline at their own
 * posts instead of depending on what the editors have published.
 */
export const defaultBlogContentDir = join('content', 'blog');

// A blank value counts as unset, as for every variable of .env.example.
const folderSchema = z
  .string({ error: 'BLOG_CONTENT_DIR must be a folder path' })
  .trim()
  .optional()
  .transform((value) => value || undefined);

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The absolute content folder: `BLOG_CONTENT_DIR` (absolute, or relative to the project) or
 * content/blog. A folder that was asked for but is missing is an error, never an empty blog.
 */
export function contentDirFromEnv(env: Readonly<Record<string, string | undefined>>, cwd = /* turbopackIgnore: true */ process.cwd()): string {
  const result = folderSchema.safeParse(env.BLOG_CONTENT_DIR);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  if (result.data === undefined) return join(cwd, defaultBlogContentDir);
  const dir = isAbsolute(result.data) ? result.data : join(cwd, result.data);
  if (!isDirectory(dir)) throw new Error(`BLOG_CONTENT_DIR: no folder at ${dir}`);
  return dir;
}

export const blogContentDir = contentDirFromEnv(process.env);
// turbopackIgnore: a path from process.cwd() cannot be resolved at build time, and the tracer
// would otherwise copy the whole project into the standalone folder for the proxy. The
// articles are copied there on purpose (build/standalone.mjs); public/ is copied too.
export const publicDir = join(/* turbopackIgnore: true */ process.cwd(), 'public');

/**
 * Drafts (`draft: true`) are shown by `next dev` only. Every other run (the production build,
 * `next start`, the tests) leaves them out, so a draft can never be published by accident.
 */
export const showDrafts = process.env.NODE_ENV === 'development';
