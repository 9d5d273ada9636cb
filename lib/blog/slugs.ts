import type { Locale } from '../i18n/locales';
import { articleVersions, defaultBlogLanguage, postsIn, translationSlugs } from './languages';
import type { BlogLanguage } from './languages';
import { firstPost } from './order';
import { blogContentDir, readPostSources } from './source';

/**
 * Runs in the proxy on every /{country}/blog/{slug} request, so it reads file names and
 * frontmatter only (no MDX compilation) and, in production, only once. Each language has its
 * own addresses; an article's slug asked for in the other language leads to its translation
 * there, or to the article itself in its own language (blogSlugElsewhere).
 */
interface SlugIndex {
  slugs: Set<string>;
  first: string | undefined;
  /** The article of another language at each of its slugs, and its version in this language if any. */
  elsewhere: Map<string, { language: BlogLanguage; translation: string | undefined }>;
  /** By English slug, the slug of its version in the language. */
  versions: Map<string, string>;
}

const cached = new Map<Locale, SlugIndex>();

function slugIndex(language: Locale): SlugIndex {
  const known = cached.get(language);
  if (known) return known;
  const all = readPostSources(blogContentDir);
  const posts = postsIn(all, language);
  const elsewhere = new Map(
    all
      .filter((post) => post.language !== language)
      .map((post) => [post.slug, { language: post.language, translation: articleVersions(post, all)[language]?.slug }]),
  );
  const index = {
    slugs: new Set(posts.map((post) => post.slug)),
    first: firstPost(posts)?.slug,
    elsewhere,
    versions: translationSlugs(posts, language),
  };
  // In development an editor adds articles while the server runs: read them afresh.
  if (process.env.NODE_ENV === 'production') cached.set(language, index);
  return index;
}

/**
 * The slug whose article is shown for a requested slug: itself when the article exists, the
 * first article of the list otherwise, so the proxy rewrites unknown slugs.
 */
export function resolveBlogSlug(value: string, language: Locale = defaultBlogLanguage): string {
  const { slugs, first } = slugIndex(language);
  return slugs.has(value) || first === undefined ? value : first;
}

/**
 * Where the slug of an article written in another language leads when it is asked for in
 * `language`: its translation in `language`, or, with none, the article in its own language.
 * Null for a slug of `language` or an unknown one.
 */
export function blogSlugElsewhere(value: string, language: Locale): { language: Locale; slug: string } | null {
  const { slugs, elsewhere } = slugIndex(language);
  const other = slugs.has(value) ? undefined : elsewhere.get(value);
  if (!other) return null;
  return other.translation ? { language, slug: other.translation } : { language: other.language, slug: value };
}

/** The slugs of the English articles that have a page in this run (drafts only in `next dev`). */
export function knownBlogSlugs(): ReadonlySet<string> {
  return slugIndex(defaultBlogLanguage).slugs;
}

/** By English slug, the slug of its version in `language` that has a page in this run. */
export function blogTranslationSlugs(language: Locale): ReadonlyMap<string, string> {
  return slugIndex(language).versions;
}
