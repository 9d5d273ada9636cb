import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-url';

// Crawlers may read every page; the route handlers under /api/ are not pages.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
