import type { Metadata } from 'next';
import { copyIn } from '../content/copy';
import { defaultCountry } from '../countries';
import { absoluteUrl } from '../site-url';
import { articleHref, blogLanguageOf, blogListHref, defaultBlogLanguage, postsIn } from './languages';
import { localizedFilePath } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import type { BlogLanguage } from './languages';
import { siteFiles } from '../routes';
import { renderRss } from './rss';
import type { PostMeta } from './types';

/** The RSS feed's path (app/blog/rss.xml/route.ts). Articles live in Kenya, the live market. */
export const feedPath = siteFiles.feed;
const feedCountry = defaultCountry;

/** One feed per language: English at today's address, every other language below its segment (/sw/blog/rss.xml). */
export function feedPathIn(language: BlogLanguage): string {
  return localizedFilePath(feedPath, language);
}

/** The feed document of the articles written in `language` (the others are left out). */
export function blogFeed(posts: readonly PostMeta[], language: BlogLanguage): string {
  const copy = copyIn(language).blog.blogCopy;
  return renderRss(postsIn(posts, language), {
    title: copy.feedTitle,
    description: copy.feedDescription,
    language,
    link: absoluteUrl(blogListHref(feedCountry, language)),
    feedUrl: absoluteUrl(feedPathIn(language)),
    postUrl: (slug) => absoluteUrl(articleHref(feedCountry, { slug, language })),
  });
}

/** Adds `<link rel="alternate" type="application/rss+xml">` (the feed in `language`) to a blog page's metadata. */
export function withFeedLink(metadata: Metadata, locale: Locale = defaultBlogLanguage): Metadata {
  const language = blogLanguageOf(locale);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: absoluteUrl(feedPathIn(language)), title: copyIn(language).blog.blogCopy.feedTitle }] },
    },
  };
}
