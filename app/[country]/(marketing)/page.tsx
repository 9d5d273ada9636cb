import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/coming-soon/coming-soon-page';
import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld';
import { allCountryParams } from '@/lib/countries';
import { comingSoonCopy, isComingSoonCountry } from '@/lib/content/coming-soon';
import { pageMeta } from '@/lib/content/page-meta';
import { countryParam } from '@/lib/page-params';
import { pageMetadata } from '@/lib/seo/metadata';
import { webSiteJsonLd } from '@/lib/seo/structured-data';

// The country home exists in every market: the home page where live, coming soon elsewhere.
export const generateStaticParams = allCountryParams;

export async function generateMetadata({ params }: PageProps<'/[country]'>): Promise<Metadata> {
  const country = await countryParam(params);
  if (!isComingSoonCountry(country)) {
    const { title, description, keywords, absoluteTitle } = pageMeta.home;
    return pageMetadata({ country, path: '', perCountry: true, title, description, keywords, absoluteTitle });
  }
  const { title, metaDescription } = comingSoonCopy[country];
  return pageMetadata({ country, path: '', perCountry: true, title, description: metaDescription, absoluteTitle: true });
}

export default async function CountryHomePage({ params }: PageProps<'/[country]'>) {
  const country = await countryParam(params);
  if (isComingSoonCountry(country)) return <ComingSoonPage country={country} />;
  return (
    <>
      <HomePage country={country} />
      <JsonLd data={webSiteJsonLd()} />
    </>
  );
}
