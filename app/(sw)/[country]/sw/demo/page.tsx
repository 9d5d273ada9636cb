import { DemoPageBody } from '@/components/demo/demo-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('demo'));
export default inSwahili(function SwahiliDemoPage({ params }: PageProps<'/[country]/sw/demo'>) {
  return <DemoPageBody params={params} locale={requestLocale()} />;
});
