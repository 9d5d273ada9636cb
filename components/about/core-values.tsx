import { coreValues, coreValuesHeading } from '@/lib/content/values';
import { Icon } from '@/components/marketing/icon';
import type { IconName } from '@/components/marketing/icon';
import { SectionHeading } from '@/components/marketing/section-heading';

const icons: IconName[] = ['users', 'lock', 'spark'];

/** SPEC §2 About: Core Values. */
export function CoreValues() {
  return (
    <section aria-labelledby="values-title" className="bg-surface py-20">
      <div className="container-page">
        <SectionHeading id="values-title" title={coreValuesHeading.title} lead={coreValuesHeading.lead} align="center" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {coreValues.map((value, index) => (
            <li key={value.title} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-900">
                <Icon name={icons[index] ?? 'check'} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
