import { getPosts } from '@/lib/blog/posts';
import { llmsContentType, llmsIndex } from '@/lib/seo/llms';

// Written once at build time from the API source and the articles.
export const dynamic = 'force-static';

export function GET() {
  return new Response(llmsIndex(getPosts('en')), { headers: { 'Content-Type': llmsContentType } });
}
