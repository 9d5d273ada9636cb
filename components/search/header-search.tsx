import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { searchHref } from '@/lib/routes';
import { SearchIcon } from './search-icon';
import { SearchInput } from './search-input';

export interface HeaderSearchProps {
  /** The page's language: the form searches the pages written in it first. */
  locale: Locale;
  country: Country;
}

/** The id of the header's search field, which the keyboard shortcuts focus. */
const inputId = 'site-search';

/**
 * The search control of every page's header: a plain GET form to the results page, which is
 * all there is without JavaScript and until the page's scripts run. On a small screen it is an
 * icon-sized field that widens over the bar while it has focus (CSS alone, so it works without
 * JavaScript too). The list of results as one types loads on first use (search-input.tsx).
 */
export function HeaderSearch({ country, locale }: HeaderSearchProps) {
  const copy = copyIn(locale).search.searchControlCopy;
  return (
    <form
      role="search"
      aria-label={copy.label}
      method="get"
      action={searchHref(country, locale)}
      className="group flex items-center gap-2 rounded-lg bg-white focus-within:z-10 max-lg:focus-within:absolute max-lg:focus-within:inset-x-4 max-lg:focus-within:top-2.5 lg:relative"
    >
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      <span className="relative flex flex-1 items-center">
        <SearchIcon />
        <SearchInput id={inputId} placeholder={copy.placeholder} locale={locale} />
      </span>
      <button type="submit" className="btn btn-secondary hidden group-focus-within:inline-flex xl:inline-flex">
        {copy.submit}
      </button>
    </form>
  );
}
