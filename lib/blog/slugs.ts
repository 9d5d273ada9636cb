/**
 * The slug whose article is shown for a requested slug: itself when the article exists, the
 * first article otherwise (SPEC §2). Placeholder until the blog lands: every slug is its own.
 */
export function resolveBlogSlug(value: string): string {
  return value;
}
