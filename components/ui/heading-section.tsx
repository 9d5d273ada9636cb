import type { ReactNode } from 'react';

export interface HeadingSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  /** One sentence under the heading. */
  lead?: string;
  /** `large`: a band of a landing page. `medium`: a part of a reference page. */
  size: 'large' | 'medium';
  /** An anchor other pages link to. */
  id?: string;
  /** The section's width and spacing. */
  className?: string;
  children: ReactNode;
}

const sizes = {
  large: { heading: 'text-3xl font-bold tracking-tight', lead: 'mt-3 text-muted' },
  medium: { heading: 'text-2xl font-bold', lead: 'mt-2 text-muted' },
} as const;

/** A section named by its h2, with an optional lead, then its content. */
export function HeadingSection({ headingId, heading, lead, size, id, className, children }: HeadingSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={sizes[size].heading}>
        {heading}
      </h2>
      {lead ? <p className={sizes[size].lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
