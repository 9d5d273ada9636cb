import { EnglishAirtimeForm } from '@/components/airtime/airtime-form-en';
import { SwahiliAirtimeForm } from '@/components/airtime/airtime-form-sw';
import { PaybillInstructions } from '@/components/airtime/paybill-instructions';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { pageTrail } from '@/lib/seo/breadcrumbs';

/**
 * The airtime page in the language of the request. Its island, the form, comes from the route
 * (EnglishAirtimeForm or SwahiliAirtimeForm), so each language's page loads its own words only.
 */
export function AirtimePageBody({ country, locale }: { country: Country; locale: Locale }) {
  const { airtimeCopy } = copyIn(locale).airtime;
  const AirtimeForm = locale === 'sw' ? SwahiliAirtimeForm : EnglishAirtimeForm;
  return (
    <>
      <PageHero eyebrow={airtimeCopy.eyebrow} title={airtimeCopy.title} lead={airtimeCopy.lead} />
      <div className="container-page grid items-start gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="airtime-form-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h2 id="airtime-form-heading" className="text-xl font-semibold">
            {airtimeCopy.formTitle}
          </h2>
          <p className="mt-2 text-muted">{airtimeCopy.formLead}</p>
          <noscript>
            <p className="mt-4 rounded-lg bg-accent-100 px-4 py-3 text-accent-900">{airtimeCopy.noScript}</p>
          </noscript>
          <AirtimeForm />
        </section>
        <PaybillInstructions locale={locale} />
      </div>
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'airtime')} />
    </>
  );
}
