import type { Metadata } from 'next';
import { defaultCountry } from '../countries';
import { blogPostHref, pageHref } from '../routes';
import { absoluteUrl } from '../site-url';
import { blogCopy } from './copy';
import { renderRss } from './rss';
import type { PostMeta } from './types';

/** The RSS feed's path (app/blog/rss.xml/route.ts). Articles live in Kenya, the live market. */
export const feedPath = '/blog/rss.xml';
const feedCountry = defaultCountry;

/** The whole feed document for these articles. */
export function blogFeed(posts: readonly PostMeta[]): string {
  return renderRss(posts, {
    title: blogCopy.feedTitle,
    description: blogCopy.feedDescription,
    link: absoluteUrl(pageHref(feedCountry, 'blog')),
    feedUrl: absoluteUrl(feedPath),
    postUrl: (slug) => absoluteUrl(blogPostHref(feedCountry, slug)),
  });
}

/** Adds `<link rel="alternate" type="application/rss+xml">` to a blog page's metadata. */
export function withFeedLink(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: absoluteUrl(feedPath), title: blogCopy.feedTitle }] },
    },
  };
}
