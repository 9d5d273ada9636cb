import { CodeTabs } from '@/components/api-docs/code-tabs';
import { CodeBlock } from '@/components/code/code-block';
import { CopyButton } from '@/components/code/copy-button';
import { HeadingSection } from '@/components/ui/heading-section';
import { copyIn } from '@/lib/content/copy';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/i18n/locales';
import { siteFiles } from '@/lib/routes';
import { verificationSamples } from '@/lib/mpesa-sandbox/verify/samples';
import { vectorCasesText } from './vector-cases';

export interface VerificationSamplesProps {
  locale: Locale;
}

/** The verification code in each documented language, as tabs, and the test vectors it passes. */
export function VerificationSamples({ locale }: VerificationSamplesProps) {
  const words = copyIn(locale).developerTesting.samplesCopy;
  const tabs = verificationSamples().map((sample) => {
    const codeId = `verify-sample-${sample.id}`;
    return {
      id: sample.id,
      label: sample.label,
      panel: (
        <div className="space-y-2">
          <div className="flex justify-end">
            <CopyButton codeId={codeId} label={words.copyLabel} copiedLabel={words.copiedLabel} failedLabel={words.copyFailedLabel} />
          </div>
          <CodeBlock code={sample.code} id={codeId} lang={sample.lang} label={fill(words.codeLabel, { language: sample.label })} />
        </div>
      ),
    };
  });
  return (
    <HeadingSection size="medium" id="verify" headingId="verify-heading" heading={words.heading} lead={words.lead}>
      <div className="mt-4">
        <CodeTabs label={words.tabsLabel} tabs={tabs} />
      </div>
      <p className="mt-4 text-muted">{vectorCasesText(words)}</p>
      <p className="mt-2">
        <a href={siteFiles.webhookTestVectors} download="kilelepay-webhook-test-vectors.json" type="application/json" className="btn btn-secondary">
          {words.vectorsLink}
        </a>
      </p>
    </HeadingSection>
  );
}
