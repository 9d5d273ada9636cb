import { blogFeed } from '@/lib/blog/feed';
import { getAllPosts } from '@/lib/blog/posts';

// Written once at build time from the MDX files, like the pages.
export const dynamic = 'force-static';

export function GET() {
  return new Response(blogFeed(getAllPosts(), 'en'), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
