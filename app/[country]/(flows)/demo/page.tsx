import { DemoApp } from '@/components/demo/demo-app';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { liveCountryParams } from '@/lib/countries';
import { demoCopy } from '@/lib/content/demo';
import { pageMeta } from '@/lib/content/page-meta';
import { countryParam } from '@/lib/page-params';
import { apiDocHref, pageHref } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('demo');

export default async function DemoPage({ params }: PageProps<'/[country]/demo'>) {
  const country = await countryParam(params);
  // Each demo leads to the reference of the API it shows: Express and Paybill are STK push,
  // Subscriptions the subscriptions API; cards have no API reference yet.
  const docsHrefs = {
    express: apiDocHref(country, 'mpesa-stk-push'),
    paybill: apiDocHref(country, 'mpesa-stk-push'),
    subscription: apiDocHref(country, 'mpesa-paybill'),
    card: pageHref(country, 'developers'),
  };
  return (
    <>
      <PageHero eyebrow={demoCopy.eyebrow} title={demoCopy.title} lead={pageMeta.demo.description} />
      <section aria-labelledby="demo-heading" className="container-page py-12 sm:py-16">
        <h2 id="demo-heading" className="mb-8 text-2xl font-bold tracking-tight">
          {demoCopy.heading}
        </h2>
        <DemoApp docsHrefs={docsHrefs} />
      </section>
      <PageJsonLd trail={pageTrail(country, 'demo')} />
    </>
  );
}
