import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IconCard } from './icon-card';
import type { IconCardProps } from './icon-card';
import { SectionHeading } from './section-heading';

export interface IconCardSectionProps extends Pick<IconCardProps, 'variant' | 'compact'> {
  /** The heading's id, which names the section. */
  id: string;
  heading: { eyebrow?: string; title: string; lead?: string };
  cards: readonly Pick<IconCardProps, 'icon' | 'title' | 'description'>[];
  /** The band's background, if any. */
  className?: string;
  /** The grid's columns and its distance from the heading. */
  gridClassName: string;
  /** Anything under the grid, e.g. a call to action. */
  children?: ReactNode;
}

/** A marketing band: a centred heading over a grid of icon cards. */
export function IconCardSection({ id, heading, cards, variant, compact, className, gridClassName, children }: IconCardSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-20', className)}>
      <div className="container-page">
        <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} align="center" />
        <ul className={cn('grid gap-6', gridClassName)}>
          {cards.map((card) => (
            <IconCard key={card.title} variant={variant} compact={compact} {...card} />
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
