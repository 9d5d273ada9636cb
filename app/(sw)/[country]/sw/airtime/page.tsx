import { SwahiliAirtimeForm } from '@/components/airtime/airtime-form-sw';
import { AirtimePageBody } from '@/components/airtime/airtime-page';
import { liveCountryParams } from '@/lib/countries';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

// Not the English route's module: that one imports the English form, whose words this page must not load.
export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('airtime'));
export default inSwahili(function SwahiliAirtimePage({ params }: PageProps<'/[country]/sw/airtime'>) {
  return <AirtimePageBody params={params} AirtimeForm={SwahiliAirtimeForm} />;
});
