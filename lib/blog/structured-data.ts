import type { BlogPosting, WithContext } from 'schema-dts';
import { blogPostHref } from '../routes';
import type { Country } from '../countries';
import { absoluteUrl, siteUrl } from '../site-url';
import type { PostMeta } from './types';

/** BlogPosting structured data for an article page. */
export function blogPostingJsonLd(post: PostMeta, country: Country): WithContext<BlogPosting> {
  const url = absoluteUrl(blogPostHref(country, post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': `${siteUrl}/#organization` },
    image: absoluteUrl(post.image),
    articleSection: post.category,
    mainEntityOfPage: url,
    url,
  };
}
