import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import { pageMeta } from '@/lib/content/page-meta';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('demo');

export default function Page() {
  return <PageHero eyebrow="Demo" title="Payment Demo" lead={pageMeta.demo.description} />;
}
