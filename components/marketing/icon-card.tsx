import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon';

export interface IconCardProps {
  icon: IconName;
  title: string;
  description: string;
  /**
   * 'feature': a bordered card with a square brand icon (Home why-us, About What We Do).
   * 'value': centred on a tinted band, with a round accent icon (About Core Values).
   */
  variant?: 'feature' | 'value';
  /** Smaller text, for four cards in a row. */
  compact?: boolean;
}

const looks = {
  feature: {
    card: 'rounded-2xl border border-line bg-white p-6 shadow-sm',
    badge: 'inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
  },
  value: {
    card: 'rounded-2xl bg-white p-6 text-center shadow-sm',
    badge: 'mx-auto inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-900',
  },
} as const;

/** One card of a marketing grid: an icon, a title and a sentence. Renders an `<li>` for a `<ul>`. */
export function IconCard({ icon, title, description, variant = 'feature', compact = false }: IconCardProps) {
  const look = looks[variant];
  return (
    <li className={look.card}>
      <span className={look.badge}>
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className={cn('mt-4 font-semibold', compact ? 'text-lg' : 'text-xl')}>{title}</h3>
      <p className={cn('mt-2 text-muted', compact && 'text-sm')}>{description}</p>
    </li>
  );
}
