import type { Metadata } from 'next';
import { defaultCountry } from '../countries';
import { absoluteUrl } from '../site-url';
import { blogCopy as englishCopy } from '../content/blog';
import { articleHref, blogLanguageOf, blogListHref, defaultBlogLanguage, postsIn } from './languages';
import type { Locale } from '../i18n/locales';
import type { BlogLanguage } from './languages';
import { siteFiles } from '../routes';
import { renderRss } from './rss';
import { blogCopy as swahiliCopy } from '../content/sw/blog';
import type { PostMeta } from './types';

/** The RSS feed's path (app/blog/rss.xml/route.ts). Articles live in Kenya, the live market. */
export const feedPath = siteFiles.feed;
const feedCountry = defaultCountry;

/** One feed per language: English at today's address, Swahili below its language segment. */
export const feedPaths: Record<BlogLanguage, string> = { en: feedPath, sw: siteFiles.swahiliFeed };

const copyIn: Record<BlogLanguage, { feedTitle: string; feedDescription: string }> = { en: englishCopy, sw: swahiliCopy };

/** The feed document of the articles written in `language` (the others are left out). */
export function blogFeed(posts: readonly PostMeta[], language: BlogLanguage): string {
  const copy = copyIn[language];
  return renderRss(postsIn(posts, language), {
    title: copy.feedTitle,
    description: copy.feedDescription,
    language,
    link: absoluteUrl(blogListHref(feedCountry, language)),
    feedUrl: absoluteUrl(feedPaths[language]),
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
      types: { 'application/rss+xml': [{ url: absoluteUrl(feedPaths[language]), title: copyIn[language].feedTitle }] },
    },
  };
}
