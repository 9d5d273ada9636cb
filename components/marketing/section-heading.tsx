import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** The h2 that opens a section, with an optional eyebrow above and a lead paragraph under it. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'left', tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className={cn('text-sm font-semibold tracking-wide uppercase', dark ? 'text-brand-100' : 'text-brand-700')}>{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className={cn('mt-4 text-lg', dark ? 'text-brand-100' : 'text-muted')}>{lead}</p> : null}
    </div>
  );
}
