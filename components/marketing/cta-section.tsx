import { cn } from '@/lib/cn';
import { CtaLinks } from './cta-links';
import type { CtaLinksProps } from './cta-links';

export interface CtaSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  lead: string;
  actions: Pick<CtaLinksProps, 'locale' | 'primary' | 'secondary'>;
  /** The band's background, if any. */
  className?: string;
}

/** The centred closing band of a marketing page: a heading, one sentence and two actions. */
export function CtaSection({ id, title, lead, actions, className }: CtaSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-20', className)}>
      <div className="container-page text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{lead}</p>
        <CtaLinks {...actions} size="large" className="mt-8 justify-center" />
      </div>
    </section>
  );
}
