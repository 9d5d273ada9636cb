import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import { pageMeta } from '@/lib/content/page-meta';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('paymentInfrastructure');

export default function Page() {
  return <PageHero eyebrow="Payments infrastructure" title="Payments Infrastructure" lead={pageMeta.paymentInfrastructure.description} />;
}
