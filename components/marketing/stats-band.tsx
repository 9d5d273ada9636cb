import { cn } from '@/lib/cn';
import type { Stat } from '@/lib/content/stats';

export interface StatsBandProps {
  stats: readonly Stat[];
  /** Names the band for screen readers, e.g. "Kilele Pay in numbers". */
  label: string;
  tone?: 'light' | 'dark';
}

/** A row of headline figures. A description list: each value is described by its label. */
export function StatsBand({ stats, label, tone = 'dark' }: StatsBandProps) {
  const dark = tone === 'dark';
  return (
    <section aria-label={label} className={dark ? 'bg-brand-900 text-white' : 'bg-brand-50 text-ink'}>
      <dl className="container-page grid grid-cols-2 gap-8 py-12 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className={cn('text-sm', dark ? 'text-brand-100' : 'text-muted')}>{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
