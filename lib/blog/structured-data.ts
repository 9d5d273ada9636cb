import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import type { Country } from '../countries';
import { blogPostHref, pageHref } from '../routes';
import { organizationRef } from '../seo/structured-data';
import { absoluteUrl } from '../site-url';
import { blogCopy } from './copy';
import { sortPosts } from './order';
import type { PostMeta } from './types';

function postingNode(post: PostMeta, country: Country): BlogPosting {
  const url = absoluteUrl(blogPostHref(country, post.slug));
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    // Articles carry one date: an edit that matters is published as a new article.
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: organizationRef,
    image: absoluteUrl(post.image),
    articleSection: post.category,
    inLanguage: post.language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/** BlogPosting structured data for an article page. */
export function blogPostingJsonLd(post: PostMeta, country: Country): WithContext<BlogPosting> {
  return { '@context': 'https://schema.org', ...postingNode(post, country) };
}

/** Blog structured data for the list page: the blog and its articles, newest first. */
export function blogJsonLd(posts: readonly PostMeta[], country: Country): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: blogCopy.feedTitle,
    description: blogCopy.feedDescription,
    url: absoluteUrl(pageHref(country, 'blog')),
    inLanguage: 'en',
    publisher: organizationRef,
    blogPost: sortPosts(posts).map((post) => postingNode(post, country)),
  };
}
