import { ComingSoonPage } from '@/components/coming-soon/coming-soon-page';
import { comingSoonCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { comingSoonCountryParam } from '@/lib/page-params';
import { comingSoonMetadata } from '@/lib/seo/metadata-for';

// Every address of a market that is not live yet shows this page (the proxy rewrites there);
// its canonical address is the market's home, /ug or /tz.
export const generateStaticParams = comingSoonCountryParams;
export const generateMetadata = comingSoonMetadata;

export default async function CountryComingSoonPage({ params }: PageProps<'/[country]/coming-soon'>) {
  return <ComingSoonPage country={await comingSoonCountryParam(params)} locale={requestLocale()} />;
}
