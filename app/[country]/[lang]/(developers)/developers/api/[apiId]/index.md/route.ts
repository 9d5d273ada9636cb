import { notFound } from 'next/navigation';
import { apiDocs } from '@/lib/api-docs/catalogue';
import { isApiDocId } from '@/lib/api-docs/ids';
import { apiDocMarkdown, markdownContentType } from '@/lib/api-docs/markdown';
import { pageParams } from '@/lib/page-params';
import { apiDocParams } from '@/lib/seo/static-params';

// The markdown twin of the API page beside it. Visitors ask for /{country}/developers/api/{id}.md;
// the proxy rewrites that here, after resolving an unknown id as it does for the page.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = apiDocParams;

export async function GET(_request: Request, { params }: RouteContext<'/[country]/[lang]/developers/api/[apiId]/index.md'>) {
  const { country } = await pageParams(params);
  const { apiId } = await params;
  if (!isApiDocId(apiId)) notFound();
  return new Response(apiDocMarkdown(apiDocs[apiId], country), { headers: { 'Content-Type': markdownContentType } });
}
