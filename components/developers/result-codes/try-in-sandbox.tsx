import { AppLink } from '@/components/ui/app-link';
import { stkPushDoc } from '@/lib/api-docs/stk-push';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { defaultLocale } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { testNumberFor } from '@/lib/mpesa-sandbox/test-numbers';
import type { ResultCode } from '@/lib/mpesa-sandbox/result-codes';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import { apiDocHref } from '@/lib/routes';

export interface TryInSandboxProps {
  country: Country;
  locale: Locale;
  code: ResultCode;
}

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** How to get this code from the sandbox: its test number, and where the STK push and the tests are documented. */
export function TryInSandbox({ country, locale, code }: TryInSandboxProps) {
  const { headings, testNumberLead, links } = copyIn(locale).resultCodes.resultCodePageCopy;
  return (
    <aside aria-labelledby="sandbox-heading" className="h-fit rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-24">
      <h2 id="sandbox-heading" className="text-2xl font-bold">
        {headings.sandbox}
      </h2>
      <p className="mt-3">{testNumberLead}</p>
      <p className="mt-2">
        <code className="font-mono text-lg font-semibold">{testNumberFor(code)}</code>
      </p>
      <ul className="mt-6 space-y-3">
        <li>
          {/* The API reference is written in English alone: the link says so in any language. */}
          <AppLink href={apiDocHref(country, stkPushDoc.docId)} hrefLang={defaultLocale} className={linkClass}>
            {links.stkPush}
          </AppLink>
        </li>
        <li>
          <AppLink href={localizedPageHref(country, 'testing', locale)} className={linkClass}>
            {links.testing}
          </AppLink>
        </li>
        <li>
          <AppLink href={localizedPageHref(country, 'resultCodes', locale)} className={linkClass}>
            {links.allCodes}
          </AppLink>
        </li>
      </ul>
    </aside>
  );
}
