import { HeadingSection } from '@/components/ui/heading-section';
import { cn } from '@/lib/cn';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { resultDescriptions, retrySafe } from '@/lib/mpesa-sandbox/result-codes';
import type { ResultCode } from '@/lib/mpesa-sandbox/result-codes';
import { CustomerMessages } from './customer-messages';
import { ExampleCallback } from './example-callback';

export interface ResultCodeDetailsProps {
  locale: Locale;
  code: ResultCode;
}

/** What a result code means for a merchant: cause, retry, handling, the customer's sentence, M-Pesa's text and the callback. */
export function ResultCodeDetails({ locale, code }: ResultCodeDetailsProps) {
  const { resultCodeWords, resultCodePageCopy: page } = copyIn(locale).resultCodes;
  const words = resultCodeWords[code];
  const safe = retrySafe[code];
  return (
    <div className="min-w-0 space-y-12">
      <HeadingSection size="medium" headingId="cause-heading" heading={page.headings.cause}>
        <p className="mt-3">{words.cause}</p>
      </HeadingSection>
      <HeadingSection size="medium" headingId="retry-heading" heading={page.headings.retry}>
        <p className={cn('mt-3 inline-block rounded-full px-3 py-1 text-sm font-semibold', safe ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900')}>
          {safe ? page.retryVerdict.safe : page.retryVerdict.unsafe}
        </p>
        <p className="mt-3">{words.retry}</p>
      </HeadingSection>
      <HeadingSection size="medium" headingId="action-heading" heading={page.headings.action}>
        <p className="mt-3">{words.action}</p>
      </HeadingSection>
      <HeadingSection size="medium" headingId="customer-heading" heading={page.headings.customer} lead={page.customerLead}>
        <CustomerMessages locale={locale} code={code} />
      </HeadingSection>
      <HeadingSection size="medium" headingId="description-heading" heading={page.headings.description}>
        <p className="mt-3">
          {page.descriptionLead.before} <code className="font-mono text-sm">result_description</code> {page.descriptionLead.after}
        </p>
        {/* M-Pesa's words as it sends them: code, never translated. */}
        <p className="mt-3">
          <code className="rounded-lg bg-surface px-3 py-2 font-mono text-sm">{resultDescriptions[code]}</code>
        </p>
      </HeadingSection>
      <HeadingSection size="medium" headingId="example-heading" heading={page.headings.example}>
        <ExampleCallback locale={locale} code={code} />
      </HeadingSection>
    </div>
  );
}
