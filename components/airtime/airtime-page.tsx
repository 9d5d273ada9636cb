import { PaybillInstructions } from '@/components/airtime/paybill-instructions';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { AirtimeForm } from './airtime-form';
import { airtimeWordsIn } from './airtime-words-in';

/** The airtime page in `locale`. Its island, the form, gets that language's words alone, as props. */
export function AirtimePageBody({ country, locale }: { country: Country; locale: Locale }) {
  const { airtimeCopy } = copyIn(locale).airtime;
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
          <AirtimeForm words={airtimeWordsIn(locale)} />
        </section>
        <PaybillInstructions locale={locale} />
      </div>
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'airtime')} />
    </>
  );
}
