import { AirtimePageBody } from '@/components/airtime/airtime-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('airtime');

export default function AirtimePage({ params }: PageProps<'/[country]/airtime'>) {
  return <AirtimePageBody params={params} locale={requestLocale()} />;
}
