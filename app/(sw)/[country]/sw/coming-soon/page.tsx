import { ComingSoonPage } from '@/components/coming-soon/coming-soon-page';
import { comingSoonCountryParams } from '@/lib/countries';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { requestLocale } from '@/lib/i18n/request-locale';
import { comingSoonCountryParam } from '@/lib/page-params';
import { comingSoonMetadata } from '@/lib/seo/metadata-for';

export const generateStaticParams = comingSoonCountryParams;
export const generateMetadata = inSwahili(comingSoonMetadata);
export default inSwahili(async function SwahiliComingSoonPage({ params }: PageProps<'/[country]/sw/coming-soon'>) {
  return <ComingSoonPage country={await comingSoonCountryParam(params)} locale={requestLocale()} />;
});
