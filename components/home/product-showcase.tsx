import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { SectionHeading } from '@/components/marketing/section-heading';
import { ShowcaseCard } from './showcase-card';

export interface ProductShowcaseProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

/** The home page's product cards, picture and text alternating sides. */
export function ProductShowcase({ country, locale }: ProductShowcaseProps) {
  const { productCards } = copyIn(locale).offerings;
  const { showcase } = copyIn(locale).home;
  return (
    <section aria-labelledby="showcase-title" className="py-20">
      <div className="container-page">
        <SectionHeading id="showcase-title" eyebrow={showcase.eyebrow} title={showcase.title} lead={showcase.lead} align="center" />
        <div className="mt-14 flex flex-col gap-10">
          {productCards.map((offering, index) => (
            <ShowcaseCard key={offering.id} locale={locale} country={country} offering={offering} reversed={index % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}
