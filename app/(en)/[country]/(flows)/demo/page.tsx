import { EnglishDemoApp } from '@/components/demo/demo-app-en';
import { DemoPageBody } from '@/components/demo/demo-page';
import { liveCountryParams } from '@/lib/countries';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('demo');

export default function DemoPage({ params }: PageProps<'/[country]/demo'>) {
  return <DemoPageBody params={params} DemoApp={EnglishDemoApp} />;
}
