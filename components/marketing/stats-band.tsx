import { cn } from '@/lib/cn';
import type { Stat } from '@/lib/content/stats';

export interface StatsBandProps {
  stats: readonly Stat[];
  /** Names the band for screen readers, e.g. "Kilele Pay in numbers". */
  label: string;
  tone?: 'light' | 'dark';
  /**
   * `grid`: four equal columns (two on phones). `wrap`: fixed-width figures centred on as many
   * rows as they need, for a count that does not divide into columns.
   */
  layout?: 'grid' | 'wrap';
}

const layouts = {
  grid: { list: 'grid grid-cols-2 gap-8 md:grid-cols-4', item: '', value: 'sm:text-4xl' },
  wrap: { list: 'flex flex-wrap justify-center gap-x-4 gap-y-8', item: 'w-36 sm:w-40', value: '' },
} as const;

/** A row of headline figures. A description list: each value is described by its label. */
export function StatsBand({ stats, label, tone = 'dark', layout = 'grid' }: StatsBandProps) {
  const dark = tone === 'dark';
  const style = layouts[layout];
  return (
    <section aria-label={label} className={dark ? 'bg-brand-900 text-white' : 'bg-brand-50 text-ink'}>
      <dl className={cn('container-page py-12 text-center', style.list)}>
        {stats.map((stat) => (
          <div key={stat.label} className={cn('flex flex-col-reverse gap-1', style.item)}>
            <dt className={cn('text-sm', dark ? 'text-brand-100' : 'text-muted')}>{stat.label}</dt>
            <dd className={cn('text-3xl font-bold tracking-tight', style.value)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
