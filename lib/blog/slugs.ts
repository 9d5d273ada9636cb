import { defaultBlogLanguage, postsIn } from './languages';
import { firstPost } from './order';
import { blogContentDir, readPostSources } from './source';

/**
 * Runs in the proxy on every /{country}/blog/{slug} request, so it reads file names and
 * frontmatter only (no MDX compilation) and, in production, only once. These are the English
 * addresses: a Swahili article has none here, so its slug at /{country}/blog shows the first
 * English article, as any unknown slug does.
 */
interface SlugIndex {
  slugs: Set<string>;
  first: string | undefined;
}

let cached: SlugIndex | null = null;

function slugIndex(): SlugIndex {
  if (cached) return cached;
  const posts = postsIn(readPostSources(blogContentDir), defaultBlogLanguage);
  const index = { slugs: new Set(posts.map((post) => post.slug)), first: firstPost(posts)?.slug };
  // In development an editor adds articles while the server runs: read them afresh.
  if (process.env.NODE_ENV === 'production') cached = index;
  return index;
}

/**
 * The slug whose article is shown for a requested slug: itself when the article exists, the
 * first article of the list otherwise, so the proxy rewrites unknown slugs.
 */
export function resolveBlogSlug(value: string): string {
  const { slugs, first } = slugIndex();
  return slugs.has(value) || first === undefined ? value : first;
}

/** The slugs of the English articles that have a page in this run (drafts only in `next dev`). */
export function knownBlogSlugs(): ReadonlySet<string> {
  return slugIndex().slugs;
}
