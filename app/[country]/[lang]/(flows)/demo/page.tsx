import { DemoPageBody } from '@/components/demo/demo-page';
import { pageParams } from '@/lib/page-params';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;
export const generateMetadata = metadataFor('demo');

export default async function DemoPage({ params }: PageProps<'/[country]/[lang]/demo'>) {
  const { country, locale } = await pageParams(params);
  return <DemoPageBody country={country} locale={locale} />;
}
