import { DocTable } from '@/components/api-docs/doc-table';
import { AppLink } from '@/components/ui/app-link';
import { HeadingSection } from '@/components/ui/heading-section';
import type { Country } from '@/lib/countries';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { apiDocHref } from '@/lib/routes';
import { ResultCodeLink } from './result-code-link';

export interface VirtualPhoneRulesProps {
  country: Country;
  locale: Locale;
}

/** What each answer on the virtual phone ends the payment with. */
export function VirtualPhoneRules({ country, locale }: VirtualPhoneRulesProps) {
  const words = copyIn(locale).developerTesting.virtualPhoneCopy;
  return (
    <HeadingSection size="medium" id="virtual-phone" headingId="virtual-phone-heading" heading={words.heading} lead={words.lead}>
      <DocTable caption={words.caption} columns={[words.columns.answer, words.columns.resultCode]} minWidth="min-w-[36rem]">
        {words.answers.map(({ answer, code }) => (
          <tr key={code}>
            <th scope="row" className="px-4 py-3 font-medium">
              {answer}
            </th>
            <td className="px-4 py-3">
              <ResultCodeLink country={country} locale={locale} code={code} />
            </td>
          </tr>
        ))}
      </DocTable>
      <p className="mt-4">
        <AppLink
          href={`${apiDocHref(country, 'mpesa-stk-push')}#sandbox-heading`}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {words.linkLabel}
        </AppLink>
      </p>
    </HeadingSection>
  );
}
