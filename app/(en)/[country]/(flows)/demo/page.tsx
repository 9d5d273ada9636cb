import { DemoPageBody } from '@/components/demo/demo-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('demo');

export default function DemoPage({ params }: PageProps<'/[country]/demo'>) {
  return <DemoPageBody params={params} locale={requestLocale()} />;
}
