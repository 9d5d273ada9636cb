import { notFound } from 'next/navigation';
import { searchIndexFiles } from '@/lib/search/index-files';

// The site search's index, one file per reader language, written once at build time from the
// sources the pages render from (lib/search). Its name stays the same from one build to the
// next, so browsers keep it an hour, then ask again with its ETag.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return [...(await searchIndexFiles()).keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/search-index/[file]'>) {
  const { file } = await params;
  const body = (await searchIndexFiles()).get(file);
  if (!body) notFound();
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=3600, must-revalidate' } });
}
