import { coreValues, coreValuesHeading } from '@/lib/content/values';
import { IconCard } from '@/components/marketing/icon-card';
import { SectionHeading } from '@/components/marketing/section-heading';

/** The About page's Core Values cards. */
export function CoreValues() {
  return (
    <section aria-labelledby="values-title" className="bg-surface py-20">
      <div className="container-page">
        <SectionHeading id="values-title" title={coreValuesHeading.title} lead={coreValuesHeading.lead} align="center" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {coreValues.map((value) => (
            <IconCard key={value.title} variant="value" {...value} />
          ))}
        </ul>
      </div>
    </section>
  );
}
