import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import { pageMeta } from '@/lib/content/page-meta';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('blog');

export default function Page() {
  return <PageHero eyebrow="Blog" title="Insights and guides" lead={pageMeta.blog.description} />;
}
