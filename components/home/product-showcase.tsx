import type { Country } from '@/lib/countries';
import { showcase } from '@/lib/content/home';
import { productCards } from '@/lib/content/offerings';
import { SectionHeading } from '@/components/marketing/section-heading';
import { ShowcaseCard } from './showcase-card';

export interface ProductShowcaseProps {
  country: Country;
}

/** The home page's product cards, picture and text alternating sides. */
export function ProductShowcase({ country }: ProductShowcaseProps) {
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
