import { Suspense } from 'react';
import { featuredPosts, sortPosts } from '@/lib/blog/order';
import type { Post } from '@/lib/blog/types';
import type { Country } from '@/lib/countries';
import { BlogCard } from './blog-card';
import { BlogExplorer } from './blog-explorer';
import type { ExplorerPost } from './blog-explorer';
import { BlogExplorerUrl } from './blog-explorer-url';

export interface BlogListProps {
  posts: Post[];
  country: Country;
}

/**
 * Every article, rendered on the server. Cards are built here and handed to the filtering
 * island as finished elements, so the island ships filter logic only. Without JavaScript, or
 * before it runs, the fallback shows the complete list.
 */
export function BlogList({ posts, country }: BlogListProps) {
  const sorted = sortPosts(posts);
  const explorerPosts: ExplorerPost[] = sorted.map(({ slug, title, excerpt, category, author, featured }) => ({
    slug,
    title,
    excerpt,
    category,
    author,
    featured,
  }));
  const cards = Object.fromEntries(sorted.map((post) => [post.slug, <BlogCard key={post.slug} post={post} country={country} />]));
  const featuredCards = Object.fromEntries(
    featuredPosts(posts).map((post, index) => [post.slug, <BlogCard key={post.slug} post={post} country={country} featured priority={index === 0} />]),
  );
  const shared = { posts: explorerPosts, cards, featuredCards };
  return (
    <Suspense fallback={<BlogExplorer {...shared} disabled />}>
      <BlogExplorerUrl {...shared} />
    </Suspense>
  );
}
