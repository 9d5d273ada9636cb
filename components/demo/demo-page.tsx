import type { ComponentType } from 'react';
import type { DemoAppProps } from './demo-app';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import * as enDemo from '@/lib/content/demo';
import * as swDemo from '@/lib/content/sw/demo';
import * as enPageMeta from '@/lib/content/page-meta';
import * as swPageMeta from '@/lib/content/sw/page-meta';
import { countryParam } from '@/lib/page-params';
import { apiDocHref } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { localized } from '@/lib/i18n/request-locale';
import { pageHrefHere } from '@/lib/i18n/localized-routes';

/**
 * The demo page in the language of the request. Its island, the demo itself, comes from the
 * route (EnglishDemoApp or SwahiliDemoApp), so each language's page loads its own words only.
 */
export async function DemoPageBody({ params, DemoApp }: { params: Promise<{ country: string }>; DemoApp: ComponentType<DemoAppProps> }) {
  const { pageMeta } = localized(enPageMeta, swPageMeta);
  const { demoCopy } = localized(enDemo, swDemo);
  const country = await countryParam(params);
  // Each demo leads to the reference of the API it shows: Express and Paybill are STK push,
  // Subscriptions the subscriptions API; cards have no API reference yet.
  const docsHrefs = {
    express: apiDocHref(country, 'mpesa-stk-push'),
    paybill: apiDocHref(country, 'mpesa-stk-push'),
    subscription: apiDocHref(country, 'mpesa-paybill'),
    card: pageHrefHere(country, 'developers'),
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
