import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld';
import { liveCountryParams } from '@/lib/countries';
import { pageMeta } from '@/lib/content/page-meta';
import { countryParam } from '@/lib/page-params';
import { pageMetadata } from '@/lib/seo/metadata';
import { webSiteJsonLd } from '@/lib/seo/structured-data';

// The home of a live market. A market not live yet has its own page (coming-soon/), which the
// proxy shows at its home address.
export const generateStaticParams = liveCountryParams;

export async function generateMetadata({ params }: PageProps<'/[country]'>): Promise<Metadata> {
  const country = await countryParam(params);
  const { title, description, keywords, absoluteTitle } = pageMeta.home;
  return pageMetadata({ country, path: '', perCountry: true, title, description, keywords, absoluteTitle });
}

export default async function CountryHomePage({ params }: PageProps<'/[country]'>) {
  const country = await countryParam(params);
  return (
    <>
      <HomePage country={country} />
      <JsonLd data={webSiteJsonLd()} />
    </>
  );
}
