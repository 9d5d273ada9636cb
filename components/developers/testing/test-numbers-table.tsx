import { DocTable } from '@/components/api-docs/doc-table';
import { CommandHalves } from '@/components/code/command-halves';
import { CopyButton } from '@/components/code/copy-button';
import { HeadingSection } from '@/components/ui/heading-section';
import type { Country } from '@/lib/countries';
import { copyIn } from '@/lib/content/copy';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/i18n/locales';
import { testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import type { TestNumber } from '@/lib/mpesa-sandbox/test-numbers';
import { triggerCommandHalves } from '@/lib/sandbox-listen/commands';
import { ResultCodeLink } from './result-code-link';

export interface TestNumbersTableProps {
  country: Country;
  locale: Locale;
}

/**
 * Every sandbox test number, the result code it ends with, what a developer sees, and the command
 * that sends the same callbacks to a handler on their own machine. The command sits in the outcome's
 * cell rather than in a list of its own, so the number is not printed a second time.
 */
export function TestNumbersTable({ country, locale }: TestNumbersTableProps) {
  const { testNumbersCopy: words, samplesCopy: copyWords } = copyIn(locale).developerTesting;
  const { columns } = words;
  return (
    <HeadingSection size="medium" id="test-numbers" headingId="test-numbers-heading" heading={words.heading} lead={words.lead}>
      <DocTable caption={words.caption} columns={[columns.phone, columns.resultCode, columns.outcome]} minWidth="min-w-[36rem]">
        {testNumbers.map((number) => (
          <tr key={number.phone}>
            <th scope="row" className="px-4 py-3 font-mono text-sm font-semibold whitespace-nowrap">
              {number.phone}
            </th>
            <td className="px-4 py-3">
              {number.outcome.kind === 'no-callback' ? (
                <span className="text-muted">{words.noCode}</span>
              ) : (
                <ResultCodeLink country={country} locale={locale} code={number.outcome.code} />
              )}
            </td>
            <td className="px-4 py-3">
              {outcomeText(number, words)}
              <span className="mt-2 flex items-start gap-2">
                <code id={`trigger-${number.phone}`} className="flex-1 self-center font-mono text-xs text-muted">
                  <CommandHalves halves={triggerCommandHalves(number.phone)} />
                </code>
                <CopyButton
                  codeId={`trigger-${number.phone}`}
                  label={copyWords.copyLabel}
                  copiedLabel={copyWords.copiedLabel}
                  failedLabel={copyWords.copyFailedLabel}
                />
              </span>
            </td>
          </tr>
        ))}
      </DocTable>
    </HeadingSection>
  );
}

type TestNumbersWords = ReturnType<typeof copyIn>['developerTesting']['testNumbersCopy'];

function outcomeText({ outcome }: TestNumber, words: TestNumbersWords): string {
  switch (outcome.kind) {
    case 'result':
      return words.results[outcome.code];
    case 'late':
      return fill(words.callbacks.late, { seconds: outcome.afterSeconds });
    default:
      return words.callbacks[outcome.kind];
  }
}
