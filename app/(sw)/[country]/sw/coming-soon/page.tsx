import { ComingSoonPage } from '@/components/coming-soon/coming-soon-page';
import { SwahiliNotifyForm } from '@/components/coming-soon/notify-form-sw';
import { comingSoonCountryParams } from '@/lib/countries';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { comingSoonCountryParam } from '@/lib/page-params';
import { comingSoonMetadata } from '@/lib/seo/metadata-for';

// Not the English route's module: that one imports the English form, whose words this page must not load.
export const generateStaticParams = comingSoonCountryParams;
export const generateMetadata = inSwahili(comingSoonMetadata);
export default inSwahili(async function SwahiliComingSoonPage({ params }: PageProps<'/[country]/sw/coming-soon'>) {
  return <ComingSoonPage country={await comingSoonCountryParam(params)} NotifyForm={SwahiliNotifyForm} />;
});
