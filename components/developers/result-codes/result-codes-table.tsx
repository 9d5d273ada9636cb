import { DocTable } from '@/components/api-docs/doc-table';
import { AppLink } from '@/components/ui/app-link';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { testNumberFor } from '@/lib/mpesa-sandbox/test-numbers';
import { resultCodes, retrySafe } from '@/lib/mpesa-sandbox/result-codes';
import { resultCodeHref } from '@/lib/routes';

export interface ResultCodesTableProps {
  country: Country;
  locale: Locale;
}

/** Every result code, each leading to its page, with whether a retry is safe and the test number that gives it. */
export function ResultCodesTable({ country, locale }: ResultCodesTableProps) {
  const { resultCodeWords, resultCodesIndexCopy: words } = copyIn(locale).resultCodes;
  const { columns } = words;
  return (
    <DocTable caption={words.tableCaption} columns={[columns.resultCode, columns.name, columns.retry, columns.testNumber]} minWidth="min-w-[36rem]">
      {resultCodes.map((code) => (
        <tr key={code}>
          <th scope="row" className="px-4 py-3 font-mono font-semibold">
            {code}
          </th>
          <td className="px-4 py-3">
            <AppLink href={resultCodeHref(country, locale, code)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {resultCodeWords[code].name}
            </AppLink>
          </td>
          <td className="px-4 py-3">{retrySafe[code] ? words.retry.safe : words.retry.unsafe}</td>
          <td className="px-4 py-3">
            <code className="font-mono">{testNumberFor(code)}</code>
          </td>
        </tr>
      ))}
    </DocTable>
  );
}
