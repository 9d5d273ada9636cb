import { notFound } from 'next/navigation';
import { servedSearchIndex } from '@/lib/search/index-files';

// The site search's index, one file per reader language, built by `npm run build` from the
// pages it rendered (scripts/build-search-index.ts) and read from the build here; under `next
// dev`, built on request from the dev server's own pages. Its name stays the same from one
// build to the next, so browsers keep it an hour, then ask again with its ETag.
export const dynamic = 'force-dynamic';

const cacheControl = 'public, max-age=3600, must-revalidate';

export async function GET(request: Request, { params }: RouteContext<'/search-index/[file]'>) {
  const { file } = await params;
  const served = await servedSearchIndex(file, new URL(request.url).origin);
  if (!served) notFound();
  const headers = { 'Cache-Control': cacheControl, ETag: served.etag };
  if (request.headers.get('if-none-match') === served.etag) return new Response(null, { status: 304, headers });
  return new Response(served.body, { headers: { ...headers, 'Content-Type': 'application/json' } });
}
