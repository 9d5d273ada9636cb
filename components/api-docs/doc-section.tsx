import type { ReactNode } from 'react';

export interface DocSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  /** One sentence under the heading. */
  lead?: string;
  children: ReactNode;
}

/** A part of an API reference page: its h2, an optional lead, then the content. */
export function DocSection({ headingId, heading, lead, children }: DocSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}
