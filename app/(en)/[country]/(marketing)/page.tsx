import { HomePage } from '@/components/home/home-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { countryParam } from '@/lib/page-params';
import { metadataFor } from '@/lib/seo/metadata-for';

// The home of a live market. A market not live yet has its own page (coming-soon/), which the
// proxy shows at its home address.
export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('home', { perCountry: true });

export default async function CountryHomePage({ params }: PageProps<'/[country]'>) {
  return <HomePage country={await countryParam(params)} locale={requestLocale()} />;
}
