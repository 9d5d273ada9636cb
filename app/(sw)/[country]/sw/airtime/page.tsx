import { AirtimePageBody } from '@/components/airtime/airtime-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('airtime'));
export default inSwahili(function SwahiliAirtimePage({ params }: PageProps<'/[country]/sw/airtime'>) {
  return <AirtimePageBody params={params} locale={requestLocale()} />;
});
