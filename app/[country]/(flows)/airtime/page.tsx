import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import { pageMeta } from '@/lib/content/page-meta';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('airtime');

export default function Page() {
  return <PageHero eyebrow="Airtime" title="Buy Airtime" lead={pageMeta.airtime.description} />;
}
