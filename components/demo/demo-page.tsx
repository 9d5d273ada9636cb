import { EnglishDemoApp } from './demo-app-en';
import { SwahiliDemoApp } from './demo-app-sw';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { apiDocHref } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

/**
 * The demo page in the language of the request. Its island, the demo itself, comes from the
 * route (EnglishDemoApp or SwahiliDemoApp), so each language's page loads its own words only.
 */
export function DemoPageBody({ country, locale }: { country: Country; locale: Locale }) {
  const { pageMeta } = copyIn(locale).pageMeta;
  const { demoCopy } = copyIn(locale).demo;
  const DemoApp = locale === 'sw' ? SwahiliDemoApp : EnglishDemoApp;
  // Each demo leads to the reference of the API it shows: Express and Paybill are STK push,
  // Subscriptions the subscriptions API; cards have no API reference yet.
  const docsHrefs = {
    express: apiDocHref(country, 'mpesa-stk-push'),
    paybill: apiDocHref(country, 'mpesa-stk-push'),
    subscription: apiDocHref(country, 'mpesa-paybill'),
    card: localizedPageHref(country, 'developers', locale),
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
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'demo')} />
    </>
  );
}
