import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/page-hero';
import { apiDocIds } from '@/lib/api-docs/ids';
import { liveCountries } from '@/lib/countries';
import { countryParam } from '@/lib/page-params';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateStaticParams() {
  return liveCountries.flatMap((country) => apiDocIds.map((apiId) => ({ country, apiId })));
}

export async function generateMetadata(props: PageProps<'/[country]/developers/api/[apiId]'>): Promise<Metadata> {
  const country = await countryParam(props.params);
  const { apiId } = await props.params;
  return pageMetadata({
    country,
    path: `/developers/api/${apiId}`,
    title: `API reference: ${apiId}`,
    description: `Parameters, code samples and a sandbox for the ${apiId} API.`,
  });
}

export default async function ApiDocPage(props: PageProps<'/[country]/developers/api/[apiId]'>) {
  const { apiId } = await props.params;
  return <PageHero eyebrow="API reference" title={apiId} />;
}
