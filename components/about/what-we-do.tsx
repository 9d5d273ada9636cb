import { whatWeDo, whatWeDoHeading } from '@/lib/content/about';
import { IconCard } from '@/components/marketing/icon-card';
import { SectionHeading } from '@/components/marketing/section-heading';

/** The About page's What We Do cards. */
export function WhatWeDo() {
  return (
    <section aria-labelledby="what-we-do-title" className="py-20">
      <div className="container-page">
        <SectionHeading id="what-we-do-title" title={whatWeDoHeading.title} lead={whatWeDoHeading.lead} align="center" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {whatWeDo.map((card) => (
            <IconCard key={card.title} {...card} />
          ))}
        </ul>
      </div>
    </section>
  );
}
