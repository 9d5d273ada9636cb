import type { ReactNode } from 'react';
import { CtaLinks } from '@/components/marketing/cta-links';
import type { CtaLinksProps } from '@/components/marketing/cta-links';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** The two calls to action under the lead. */
  actions?: Pick<CtaLinksProps, 'locale' | 'primary' | 'secondary' | 'size'>;
  /** Other content for the same row under the lead, e.g. a single plain link. */
  children?: ReactNode;
}

/** The opening band of an inner page: its one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, lead, actions, children }: PageHeroProps) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <div className="mt-5 max-w-2xl text-lg text-muted">{lead}</div> : null}
        {actions ? <CtaLinks {...actions} className="mt-8" /> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
