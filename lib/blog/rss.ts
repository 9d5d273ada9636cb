import { rfc822 } from '../calendar-day';
import { sortPosts } from './order';
import type { PostMeta } from './types';

/** Escapes text for XML element content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);
}

export interface FeedOptions {
  title: string;
  description: string;
  /** The feed's language code: `en`, `sw`. */
  language: string;
  /** Absolute URL of the blog list. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  /** Absolute URL of an article. */
  postUrl: (slug: string) => string;
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** An RSS 2.0 document with every article, newest first. */
export function renderRss(posts: readonly PostMeta[], feed: FeedOptions): string {
  const sorted = sortPosts(posts);
  const items = sorted.map((post) => {
    const url = feed.postUrl(post.slug);
    return [
      '    <item>',
      `      ${element('title', post.title)}`,
      `      ${element('link', url)}`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      ${element('pubDate', rfc822(post.date))}`,
      `      ${element('dc:creator', post.author)}`,
      `      ${element('category', post.category)}`,
      `      ${element('description', post.excerpt)}`,
      '    </item>',
    ].join('\n');
  });
  // The newest article's day, not the clock: the same content gives the same feed.
  const lastBuild = sorted[0] ? [`    ${element('lastBuildDate', rfc822(sorted[0].date))}`] : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', feed.title)}`,
    `    ${element('link', feed.link)}`,
    `    ${element('description', feed.description)}`,
    `    ${element('language', feed.language)}`,
    ...lastBuild,
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
