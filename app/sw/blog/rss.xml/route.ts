import { blogFeed } from '@/lib/blog/feed';
import { getAllPosts } from '@/lib/blog/posts';

// The Swahili articles' feed, written once at build time like the English one (app/blog/rss.xml).
export const dynamic = 'force-static';

export function GET() {
  return new Response(blogFeed(getAllPosts(), 'sw'), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
