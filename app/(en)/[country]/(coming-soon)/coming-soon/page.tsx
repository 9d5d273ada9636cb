import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/coming-soon/coming-soon-page';
import { comingSoonCopy as englishCopy, comingSoonCountryParams, isComingSoonCountry } from '@/lib/content/coming-soon';
import { comingSoonCopy as swahiliCopy } from '@/lib/content/sw/coming-soon';
import { localized, requestLocale } from '@/lib/i18n/request-locale';
import type { ComingSoonCountry } from '@/lib/content/coming-soon';
import { countryParam } from '@/lib/page-params';
import { pageMetadata } from '@/lib/seo/metadata';

// Every address of a market that is not live yet shows this page (the proxy rewrites there);
// its canonical address is the market's home, /ug or /tz.
export const generateStaticParams = comingSoonCountryParams;

async function comingSoonCountry(params: Promise<{ country: string }>): Promise<ComingSoonCountry> {
  const country = await countryParam(params);
  // Unreachable: the layout serves only the countries generateStaticParams lists.
  if (!isComingSoonCountry(country)) throw new Error(`${country} is live: it has no coming-soon page`);
  return country;
}

export async function generateMetadata({ params }: PageProps<'/[country]/coming-soon'>): Promise<Metadata> {
  const country = await comingSoonCountry(params);
  const locale = requestLocale();
  const { title, metaDescription } = localized(englishCopy, swahiliCopy)[country];
  return pageMetadata({ country, locale, path: '', perCountry: true, title, description: metaDescription, absoluteTitle: true });
}

export default async function CountryComingSoonPage({ params }: PageProps<'/[country]/coming-soon'>) {
  const country = await comingSoonCountry(params);
  return (
    <>
      <ComingSoonPage country={country} />
    </>
  );
}
