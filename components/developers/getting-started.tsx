import { HeadingSection } from '@/components/ui/heading-section';
import type { GettingStartedStep } from '@/lib/content/developers';

export interface GettingStartedProps {
  heading: string;
  steps: GettingStartedStep[];
}

/** The getting-started steps, as an ordered list (their order is the point). */
export function GettingStarted({ heading, steps }: GettingStartedProps) {
  return (
    <HeadingSection size="large" headingId="steps-heading" heading={heading} className="container-page py-16">
      <ol className="mt-8 grid gap-4 md:grid-cols-5">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-line bg-white p-5">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </HeadingSection>
  );
}
