import { renderOgImage } from '@/components/seo/og-card';
import { apiDocs } from '@/lib/api-docs/catalogue';
import { resolveApiDocId } from '@/lib/api-docs/ids';
import { apiDocTitle } from '@/lib/seo/api-doc-data';
import { shareImageAlt, shareImageContentType, shareImageLabels, shareImageSize } from '@/lib/seo/share-images';
import { apiDocParams } from '@/lib/seo/static-params';

// One image per API page, rendered at build time.
export const dynamicParams = false;
export const generateStaticParams = apiDocParams;

export const alt = shareImageAlt.apiDoc;
export const size = shareImageSize;
export const contentType = shareImageContentType;

export default async function ApiDocImage({ params }: { params: Promise<{ country: string; apiId: string }> }) {
  const doc = apiDocs[resolveApiDocId((await params).apiId)];
  return renderOgImage({ title: apiDocTitle(doc), category: shareImageLabels.apiDoc });
}
