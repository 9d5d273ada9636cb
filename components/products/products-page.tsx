import { FaqList } from '@/components/marketing/faq-list';
import { OfferingEntry } from '@/components/products/offering-entry';
import { SectionHeading } from '@/components/marketing/section-heading';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { offeringsJsonLd } from '@/lib/seo/service-data';
import { faqPageJsonLd } from '@/lib/seo/structured-data';
import { FeeCalculator } from './fee-calculator';

/** The products page in `locale`. Its island, the fee calculator, gets that language's words alone, as props. */
export function ProductsPageBody({ country, locale }: { country: Country; locale: Locale }) {
  const { productsPage, offerings, faq, fees } = copyIn(locale);
  const { feeCalculatorCopy, productsHero, productsSections } = productsPage;
  const { allOfferings } = offerings;
  const { faqByCountry } = faq;
  return (
    <>
      <PageHero eyebrow={productsHero.eyebrow} title={productsHero.title} lead={productsHero.lead} />
      <section aria-label={productsSections.offeringsLabel} className="py-16">
        <div className="container-page grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {/* The first card's illustration is the largest thing in a phone's first screen. */}
          {allOfferings.map((offering, index) => (
            <OfferingEntry key={offering.id} locale={locale} country={country} offering={offering} priority={index === 0} />
          ))}
        </div>
      </section>
      <section id="fee-calculator" aria-labelledby="fee-calculator-title" className="scroll-mt-20 bg-surface py-20">
        <div className="container-page">
          <SectionHeading id="fee-calculator-title" title={feeCalculatorCopy.title} lead={feeCalculatorCopy.lead} />
          <div className="mt-10 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10">
            <FeeCalculator words={{ locale, copy: feeCalculatorCopy, feeRates: fees.feeRates }} />
          </div>
        </div>
      </section>
      <section aria-labelledby="faq-title" className="py-20">
        <div className="container-page max-w-3xl">
          <SectionHeading id="faq-title" title={productsSections.faqTitle} />
          <div className="mt-8">
            <FaqList entries={faqByCountry[country]} />
          </div>
        </div>
      </section>
      <PageJsonLd
        locale={locale}
        trail={pageTrail(country, locale, 'products')}
        data={[offeringsJsonLd(country, allOfferings), faqPageJsonLd(faqByCountry[country], locale)]}
      />
    </>
  );
}
