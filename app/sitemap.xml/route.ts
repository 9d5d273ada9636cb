import { getAllPosts } from '@/lib/blog/posts';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { sitemapXml } from '@/lib/seo/sitemap-xml';

// Written once at build time, like the pages it lists.
export const dynamic = 'force-static';

export function GET() {
  return new Response(sitemapXml(sitemapEntries(getAllPosts())), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
