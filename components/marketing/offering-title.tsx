import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { Offering } from '@/lib/content/offerings';
import { cn } from '@/lib/cn';

export interface OfferingTitleProps {
  /** The page's language. */
  locale: Locale;
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
export function OfferingTitle({ offering, id, as: Heading, size, className, locale }: OfferingTitleProps) {
  const { comingSoonBadge } = copyIn(locale).offerings;
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Heading id={id} className={cn('font-bold tracking-tight', size)}>
        {offering.title}
      </Heading>
      {offering.comingSoon ? <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-900">{comingSoonBadge}</span> : null}
    </div>
  );
}
