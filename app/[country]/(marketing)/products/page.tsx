import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import { pageMeta } from '@/lib/content/page-meta';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('products');

export default function Page() {
  return <PageHero eyebrow="Products" title="Everything Kilele Pay offers" lead={pageMeta.products.description} />;
}
