import { CopyButton } from '@/components/code/copy-button';
import { DocTable } from '@/components/api-docs/doc-table';
import { HeadingSection } from '@/components/ui/heading-section';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { sandboxWebhookSecret } from '@/lib/mpesa-sandbox/webhook-signature';

export interface SignatureSchemeProps {
  locale: Locale;
}

const secretId = 'sandbox-webhook-secret';

/** The sandbox's secret, ready to copy, and the three headers a signed callback carries. */
export function SignatureScheme({ locale }: SignatureSchemeProps) {
  const words = copyIn(locale).developerTesting.signatureCopy;
  return (
    <HeadingSection size="medium" id="signatures" headingId="signatures-heading" heading={words.heading} lead={words.lead}>
      <h3 className="mt-6 text-lg font-semibold">{words.secretHeading}</h3>
      <p className="mt-2 text-muted">{words.secretText}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3">
        <code id={secretId} translate="no" className="font-mono text-sm break-all">
          {sandboxWebhookSecret}
        </code>
        <CopyButton codeId={secretId} label={words.copyLabel} copiedLabel={words.copiedLabel} failedLabel={words.copyFailedLabel} />
      </div>
      <h3 className="mt-8 text-lg font-semibold">{words.headersHeading}</h3>
      <DocTable caption={words.headersCaption} columns={[words.columns.header, words.columns.meaning]} minWidth="min-w-[36rem]">
        {Object.entries(words.headers).map(([header, meaning]) => (
          <tr key={header}>
            <th scope="row" translate="no" className="px-4 py-3 font-mono text-xs font-semibold whitespace-nowrap">
              {header}
            </th>
            <td className="px-4 py-3">{meaning}</td>
          </tr>
        ))}
      </DocTable>
      <p className="mt-4">{words.tolerance}</p>
    </HeadingSection>
  );
}
