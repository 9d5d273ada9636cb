import { aboutStatsLabel } from '@/lib/content/about';
import { companyStats, experience } from '@/lib/content/stats';
import type { Stat } from '@/lib/content/stats';

// The About page quotes the company reading of the figures, with the years of experience first.
const stats: Stat[] = [{ value: experience.years, label: experience.label }, ...companyStats];

/** The About page's row of company figures. */
export function AboutStats() {
  return (
    <section aria-label={aboutStatsLabel} className="bg-brand-900 text-white">
      <dl className="container-page flex flex-wrap justify-center gap-x-4 gap-y-8 py-12 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex w-36 flex-col-reverse gap-1 sm:w-40">
            <dt className="text-sm text-brand-100">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
