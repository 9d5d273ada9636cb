import { AppLink } from '@/components/ui/app-link';
import type { Country } from '@/lib/countries';
import { copyIn } from '@/lib/content/copy';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/i18n/locales';
import { resultCodeHref } from '@/lib/routes';

export interface ResultCodeLinkProps {
  country: Country;
  locale: Locale;
  code: number;
}

/** A result code that leads to the page explaining it, in the page's language. */
export function ResultCodeLink({ country, locale, code }: ResultCodeLinkProps) {
  const { codeLinkLabel } = copyIn(locale).developerTesting.testNumbersCopy;
  return (
    <AppLink
      href={resultCodeHref(country, locale, code)}
      aria-label={fill(codeLinkLabel, { code })}
      className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {code}
    </AppLink>
  );
}
