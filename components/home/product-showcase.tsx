import type { Country } from '@/lib/countries';
import * as enHome from '@/lib/content/home';
import * as swHome from '@/lib/content/sw/home';
import * as enOfferings from '@/lib/content/offerings';
import * as swOfferings from '@/lib/content/sw/offerings';
import { SectionHeading } from '@/components/marketing/section-heading';
import { ShowcaseCard } from './showcase-card';
import { localized } from '@/lib/i18n/request-locale';

export interface ProductShowcaseProps {
  country: Country;
}

/** The home page's product cards, picture and text alternating sides. */
export function ProductShowcase({ country }: ProductShowcaseProps) {
  const { productCards } = localized(enOfferings, swOfferings);
  const { showcase } = localized(enHome, swHome);
  return (
    <section aria-labelledby="showcase-title" className="py-20">
      <div className="container-page">
        <SectionHeading id="showcase-title" eyebrow={showcase.eyebrow} title={showcase.title} lead={showcase.lead} align="center" />
        <div className="mt-14 flex flex-col gap-10">
          {productCards.map((offering, index) => (
            <ShowcaseCard key={offering.id} country={country} offering={offering} reversed={index % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}
