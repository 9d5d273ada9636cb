import * as enOfferings from '@/lib/content/offerings';
import * as swOfferings from '@/lib/content/sw/offerings';
import type { Offering } from '@/lib/content/offerings';
import { cn } from '@/lib/cn';
import { localized } from '@/lib/i18n/request-locale';

export interface OfferingTitleProps {
  offering: Offering;
  /** The heading's id, which names the offering's card. */
  id: string;
  /** The heading's level in its page. */
  as: 'h2' | 'h3';
  /** The heading's size. */
  size: 'text-xl' | 'text-2xl';
  className?: string;
}

/** An offering's name as a heading, with a "Coming Soon" badge beside it when it is not out yet. */
export function OfferingTitle({ offering, id, as: Heading, size, className }: OfferingTitleProps) {
  const { comingSoonBadge } = localized(enOfferings, swOfferings);
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Heading id={id} className={cn('font-bold tracking-tight', size)}>
        {offering.title}
      </Heading>
      {offering.comingSoon ? <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-900">{comingSoonBadge}</span> : null}
    </div>
  );
}
