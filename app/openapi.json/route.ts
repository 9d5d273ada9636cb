import { openApiDocument } from '@/lib/api-docs/openapi';

// Generated once at build time from lib/api-docs, the source the API pages read.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(openApiDocument());
}
