import { llmsContentType, llmsFull } from '@/lib/seo/llms';

// Written once at build time from the API source.
export const dynamic = 'force-static';

export function GET() {
  return new Response(llmsFull(), { headers: { 'Content-Type': llmsContentType } });
}
