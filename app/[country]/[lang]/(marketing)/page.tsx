import { HomePage } from '@/components/home/home-page';
import { pageParams } from '@/lib/page-params';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

// The home of a live market. A market not live yet has its own page (coming-soon/), which the
// proxy shows at its home address.
export const generateStaticParams = livePageParams;
export const generateMetadata = metadataFor('home', { perCountry: true });

export default async function CountryHomePage({ params }: PageProps<'/[country]/[lang]'>) {
  const { country, locale } = await pageParams(params);
  return <HomePage country={country} locale={locale} />;
}
