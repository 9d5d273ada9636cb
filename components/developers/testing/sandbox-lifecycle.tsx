import { HeadingSection } from '@/components/ui/heading-section';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';

export interface SandboxLifecycleProps {
  locale: Locale;
}

/** What the sandbox does after a request, step by step, as M-Pesa does. */
export function SandboxLifecycle({ locale }: SandboxLifecycleProps) {
  const { heading, steps } = copyIn(locale).developerTesting.testingLifecycle;
  return (
    <HeadingSection size="medium" id="lifecycle" headingId="lifecycle-heading" heading={heading}>
      <ol className="mt-4 list-decimal space-y-2 pl-6">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </HeadingSection>
  );
}
