import { AirtimePageBody } from '@/components/airtime/airtime-page';
import { pageParams } from '@/lib/page-params';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;
export const generateMetadata = metadataFor('airtime');

export default async function AirtimePage({ params }: PageProps<'/[country]/[lang]/airtime'>) {
  const { country, locale } = await pageParams(params);
  return <AirtimePageBody country={country} locale={locale} />;
}
