import { SwahiliDemoApp } from '@/components/demo/demo-app-sw';
import { DemoPageBody } from '@/components/demo/demo-page';
import { liveCountryParams } from '@/lib/countries';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

// Not the English route's module: that one imports the English demo, whose words this page must not load.
export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('demo'));
export default inSwahili(function SwahiliDemoPage({ params }: PageProps<'/[country]/sw/demo'>) {
  return <DemoPageBody params={params} DemoApp={SwahiliDemoApp} />;
});
