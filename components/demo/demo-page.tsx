import { DemoApp } from './demo-app';
import { demoWordsIn } from './demo-words-in';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { apiDocHref } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

/** The demo page in `locale`. Its island, the demo itself, gets that language's words alone, as props. */
export function DemoPageBody({ country, locale }: { country: Country; locale: Locale }) {
  const { pageMeta } = copyIn(locale).pageMeta;
  const { demoCopy } = copyIn(locale).demo;
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
        <DemoApp docsHrefs={docsHrefs} words={demoWordsIn(locale)} />
      </section>
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'demo')} />
    </>
  );
}
