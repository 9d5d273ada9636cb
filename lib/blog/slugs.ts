import { defaultBlogLanguage, postsIn, translationSlugs } from './languages';
import type { BlogLanguage } from './languages';
import { firstPost } from './order';
import { blogContentDir, readPostSources } from './source';

/**
 * Runs in the proxy on every /{country}/blog/{slug} request, so it reads file names and
 * frontmatter only (no MDX compilation) and, in production, only once. Each language has its
 * own addresses: a Swahili article's slug at /{country}/blog shows the first English article,
 * as any unknown slug does, and an English slug at /{country}/sw/blog the first Swahili one.
 */
interface SlugIndex {
  slugs: Set<string>;
  first: string | undefined;
  /** By English slug, the slug of its version in the language. */
  versions: Map<string, string>;
}

const cached = new Map<BlogLanguage, SlugIndex>();

function slugIndex(language: BlogLanguage): SlugIndex {
  const known = cached.get(language);
  if (known) return known;
  const posts = postsIn(readPostSources(blogContentDir), language);
  const index = { slugs: new Set(posts.map((post) => post.slug)), first: firstPost(posts)?.slug, versions: translationSlugs(posts, language) };
  // In development an editor adds articles while the server runs: read them afresh.
  if (process.env.NODE_ENV === 'production') cached.set(language, index);
  return index;
}

/**
 * The slug whose article is shown for a requested slug: itself when the article exists, the
 * first article of the list otherwise, so the proxy rewrites unknown slugs.
 */
export function resolveBlogSlug(value: string, language: BlogLanguage = defaultBlogLanguage): string {
  const { slugs, first } = slugIndex(language);
  return slugs.has(value) || first === undefined ? value : first;
}

/** The slugs of the English articles that have a page in this run (drafts only in `next dev`). */
export function knownBlogSlugs(): ReadonlySet<string> {
  return slugIndex(defaultBlogLanguage).slugs;
}

/** By English slug, the slug of its version in `language` that has a page in this run. */
export function blogTranslationSlugs(language: BlogLanguage): ReadonlyMap<string, string> {
  return slugIndex(language).versions;
}
