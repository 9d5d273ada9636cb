import { HomePage } from '@/components/home/home-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { countryParam } from '@/lib/page-params';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('home', { perCountry: true }));
export default inSwahili(async function SwahiliHomePage({ params }: PageProps<'/[country]/sw'>) {
  return <HomePage country={await countryParam(params)} locale={requestLocale()} />;
});
