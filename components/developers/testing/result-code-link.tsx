import { AppLink } from '@/components/ui/app-link';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { resultCodeHref } from '@/lib/routes';

export interface ResultCodeLinkProps {
  country: Country;
  locale: Locale;
  code: number;
}

/** A result code that leads to the page explaining it, in the page's language. */
export function ResultCodeLink({ country, locale, code }: ResultCodeLinkProps) {
  return (
    <AppLink href={resultCodeHref(country, locale, code)} className="font-mono font-semibold text-brand-700 underline">
      {code}
    </AppLink>
  );
}
