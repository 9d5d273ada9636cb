import type { MetadataRoute } from 'next';
import { getAllPosts } from '@/lib/blog/posts';
import { sitemapEntries } from '@/lib/seo/sitemap';

// Written once at build time, like the pages it lists.
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getAllPosts());
}
