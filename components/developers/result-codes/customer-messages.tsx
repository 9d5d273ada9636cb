import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { ResultCode } from '@/lib/mpesa-sandbox/result-codes';

/** The languages a merchant's checkout may speak: each sentence is shown in all of them, whatever the page's language. */
const checkoutLanguages = ['en', 'sw'] as const satisfies readonly Locale[];

export interface CustomerMessagesProps {
  locale: Locale;
  code: ResultCode;
}

/** The sentence to show the customer after this result, in each language a checkout may use. */
export function CustomerMessages({ locale, code }: CustomerMessagesProps) {
  const { customerLanguages } = copyIn(locale).resultCodes.resultCodePageCopy;
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {checkoutLanguages.map((language) => (
        <li key={language} className="rounded-xl border border-line bg-surface p-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{customerLanguages[language]}</p>
          {/* Marked with its language, so a screen reader reads it in the right voice. */}
          <blockquote lang={language} className="mt-2 text-base">
            {copyIn(language).resultCodes.resultCodeWords[code].customerMessage}
          </blockquote>
        </li>
      ))}
    </ul>
  );
}
