import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { searchHref } from '@/lib/routes';
import { SearchForm } from './search-form';

export interface HeaderSearchProps {
  /** The page's language: the form searches the pages written in it first. */
  locale: Locale;
  country: Country;
}

/**
 * The search control of every page's header (search-form.tsx), its words and address chosen
 * here: the results page of the page's language, in the live market.
 */
export function HeaderSearch({ country, locale }: HeaderSearchProps) {
  return <SearchForm action={searchHref(country, locale)} copy={copyIn(locale).search.searchControlCopy} locale={locale} />;
}
