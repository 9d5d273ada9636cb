import { articleLocales, defaultLocale, localeAmong, localizedHref } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import type { Country } from '../countries';
import { blogPostHref, pageHref } from '../routes';
import { sortPosts } from './order';
import type { PostMeta } from './types';
import type { BlogLanguage } from './written-languages';

export type { BlogLanguage };

/** English: an article without a `language:` line is English, as every article was before Swahili ones existed. */
export const defaultBlogLanguage = defaultLocale;

/** The articles' language for a page in `locale`: its own when articles are written in it, English otherwise. */
export function blogLanguageOf(locale: Locale): BlogLanguage {
  return localeAmong(articleLocales, locale);
}

/** The articles written in `language`, newest first. */
export function postsIn<T extends PostMeta>(posts: readonly T[], language: Locale): T[] {
  return sortPosts(posts.filter((post) => post.language === language));
}

/**
 * The articles of the blog list in `language`. The English list shows English articles only.
 * The Swahili list shows the Swahili articles, then the English ones (which the page marks as
 * English), leaving out an English article whose Swahili translation is already listed.
 */
export function blogListPosts<T extends PostMeta>(posts: readonly T[], language: Locale): T[] {
  const own = postsIn(posts, language);
  if (language === defaultBlogLanguage) return own;
  const english = postsIn(posts, defaultBlogLanguage).filter((post) => findTranslation(post, posts, language) === undefined);
  return [...own, ...english];
}

/**
 * Every version of an article, by language, the article itself included. A translation names
 * its original in `translationOf`; the original names nothing, so the versions of an article
 * are its original and every article that names that original.
 */
export function articleVersions<T extends Pick<PostMeta, 'slug' | 'language' | 'translationOf'>>(post: T, posts: readonly T[]): Partial<Record<Locale, T>> {
  const originalSlug = post.translationOf ?? post.slug;
  const versions: Partial<Record<Locale, T>> = {};
  for (const candidate of posts) {
    if (candidate.slug === originalSlug || candidate.translationOf === originalSlug) versions[candidate.language] ??= candidate;
  }
  versions[post.language] = post;
  return versions;
}

/** By the slug of an original, the slug of its translation in `language`, for the originals that have one. */
export function translationSlugs(posts: readonly Pick<PostMeta, 'slug' | 'language' | 'translationOf'>[], language: Locale): Map<string, string> {
  const slugs = new Map<string, string>();
  for (const post of posts) {
    if (post.language === language && post.translationOf !== undefined) slugs.set(post.translationOf, post.slug);
  }
  return slugs;
}

/** The article's version in `language`, or undefined when it has none. */
export function findTranslation<T extends PostMeta>(post: T, posts: readonly T[], language: Locale): T | undefined {
  return articleVersions(post, posts)[language];
}

/**
 * The address of the blog list in `language`: English at /{country}/blog, every other
 * language below its own segment (/{country}/sw/blog).
 */
export function blogListHref(country: Country, language: Locale): string {
  return localizedHref(pageHref(country, 'blog'), language);
}

/** The address of an article in its language: /{country}/blog/{slug} or /{country}/sw/blog/{slug}. */
export function articleHref(country: Country, post: Pick<PostMeta, 'slug' | 'language'>): string {
  return localizedHref(blogPostHref(country, post.slug), post.language);
}
