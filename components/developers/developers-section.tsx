import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DevelopersSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  lead?: string;
  /** An anchor other pages link to. */
  id?: string;
  /** Spacing of the section, e.g. `py-16`. */
  className?: string;
  children: ReactNode;
}

/** A band of the developers page: its h2, an optional lead, then the content. */
export function DevelopersSection({ headingId, heading, lead, id, className, children }: DevelopersSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn('container-page', className)}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      {lead ? <p className="mt-3 text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}
