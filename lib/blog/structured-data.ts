import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import type { Country } from '../countries';
import { organizationRef } from '../seo/structured-data';
import { absoluteUrl } from '../site-url';
import { copyIn } from '../content/copy';
import { articleHref, blogLanguageOf, blogListHref, defaultBlogLanguage } from './languages';
import type { Locale } from '../i18n/locales';
import { sortPosts } from './order';
import type { PostMeta } from './types';

function postingNode(post: PostMeta, country: Country): BlogPosting {
  const url = absoluteUrl(articleHref(country, post));
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

/**
 * Blog structured data for the list page in `language`: the blog and the articles it lists,
 * newest first, each at its own language's address.
 */
export function blogJsonLd(posts: readonly PostMeta[], country: Country, locale: Locale = defaultBlogLanguage): WithContext<Blog> {
  const language = blogLanguageOf(locale);
  const { feedTitle, feedDescription } = copyIn(language).blog.blogCopy;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: feedTitle,
    description: feedDescription,
    url: absoluteUrl(blogListHref(country, language)),
    inLanguage: language,
    publisher: organizationRef,
    blogPost: sortPosts(posts).map((post) => postingNode(post, country)),
  };
}
