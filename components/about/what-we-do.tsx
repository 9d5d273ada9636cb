import { whatWeDo, whatWeDoHeading } from '@/lib/content/about';
import { Icon } from '@/components/marketing/icon';
import type { IconName } from '@/components/marketing/icon';
import { SectionHeading } from '@/components/marketing/section-heading';

const icons: IconName[] = ['layers', 'globe', 'terminal'];

/** SPEC §2 About: What We Do, three cards. */
export function WhatWeDo() {
  return (
    <section aria-labelledby="what-we-do-title" className="py-20">
      <div className="container-page">
        <SectionHeading id="what-we-do-title" title={whatWeDoHeading.title} lead={whatWeDoHeading.lead} align="center" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {whatWeDo.map((card, index) => (
            <li key={card.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icons[index] ?? 'check'} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
