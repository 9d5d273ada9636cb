import { ComingSoonPage } from '@/components/coming-soon/coming-soon-page';
import { comingSoonPageParams } from '@/lib/page-params';
import { comingSoonMetadata } from '@/lib/seo/metadata-for';
import { comingSoonParams } from '@/lib/seo/static-params';

// Every address of a market that is not live yet shows this page (the proxy rewrites there);
// its canonical address is the market's home, /ug or /tz.
export const generateStaticParams = comingSoonParams;
export const generateMetadata = comingSoonMetadata;

export default async function CountryComingSoonPage({ params }: PageProps<'/[country]/[lang]/coming-soon'>) {
  const { country, locale } = await comingSoonPageParams(params);
  return <ComingSoonPage country={country} locale={locale} />;
}
