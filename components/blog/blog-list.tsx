import { Suspense } from 'react';
import { explorerCopy } from '@/lib/blog/explorer-copy';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { featuredPosts } from '@/lib/blog/order';
import type { Post } from '@/lib/blog/types';
import type { Country } from '@/lib/countries';
import { BlogCard } from './blog-card';
import { BlogExplorer } from './blog-explorer';
import type { ExplorerPost } from './blog-explorer';
import { BlogExplorerUrl } from './blog-explorer-url';

export interface BlogListProps {
  /** In the order they are listed: newest first, the Swahili list's own articles before the English ones. */
  posts: Post[];
  country: Country;
  locale: Locale;
}

/**
 * Every article, rendered on the server. Cards are built here and handed to the filtering
 * island as finished elements, so the island ships filter logic only. Without JavaScript, or
 * before it runs, the fallback shows the complete list.
 */
export function BlogList({ posts, country, locale }: BlogListProps) {
  const copy = copyIn(locale).blog.blogCopy;
  const explorerPosts: ExplorerPost[] = posts.map(({ slug, title, excerpt, category, author, featured }) => ({
    slug,
    title,
    excerpt,
    category,
    author,
    featured,
  }));
  const cards = Object.fromEntries(posts.map((post) => [post.slug, <BlogCard key={post.slug} post={post} country={country} locale={locale} />]));
  const featuredCards = Object.fromEntries(
    featuredPosts(posts).map((post, index) => [
      post.slug,
      <BlogCard key={post.slug} post={post} country={country} locale={locale} featured priority={index === 0} />,
    ]),
  );
  const shared = { copy: explorerCopy(copy, posts.length), posts: explorerPosts, cards, featuredCards };
  return (
    <Suspense fallback={<BlogExplorer {...shared} disabled />}>
      <BlogExplorerUrl {...shared} />
    </Suspense>
  );
}
