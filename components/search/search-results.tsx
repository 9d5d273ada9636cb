import { AppLink } from '@/components/ui/app-link';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { fill } from '@/lib/fill';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import type { Locale } from '@/lib/i18n/locales';
import type { PageKey } from '@/lib/routes';
import type { SearchHit } from '@/lib/search/types';
import { SearchHitBody } from './search-hit-body';

export interface SearchResultsProps {
  country: Country;
  locale: Locale;
  /** What was searched for, trimmed; empty when nothing was. */
  query: string;
  hits: SearchHit[];
}

/** The results page's answer: a prompt to search, the results as links, or a way on when nothing matched. */
export function SearchResults({ country, locale, query, hits }: SearchResultsProps) {
  const copy = copyIn(locale).search.searchPageCopy;
  if (query === '') return <p className="text-muted">{copy.emptyQuery}</p>;
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="text-2xl font-bold">
        {fill(copy.resultsFor, { query })}
      </h2>
      {hits.length === 0 ? (
        <div className="mt-4">
          <p>{fill(copy.noResults, { query })}</p>
          <p className="mt-2 text-muted">{copy.noResultsHint}</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {Object.entries(copy.suggestions).map(([page, label]) => (
              <li key={page}>
                <AppLink href={localizedPageHref(country, pageKeyOf(page), locale)} className="btn btn-secondary">
                  {label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{hits.length === 1 ? copy.oneResult : fill(copy.resultCount, { count: hits.length })}</p>
          <ol className="mt-6 flex flex-col gap-3">
            {hits.map((hit) => (
              <li key={hit.url}>
                <AppLink href={hit.url} className="block rounded-lg border border-line p-4 hover:border-brand-600 hover:bg-surface">
                  <SearchHitBody hit={hit} englishOnly={copy.englishOnly} />
                </AppLink>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const suggestedPages: readonly PageKey[] = ['developers', 'resultCodes', 'testing', 'products', 'blog'];

/** The suggestion table's keys are pages of the site (the copy names them; the type checker keeps them so). */
function pageKeyOf(key: string): PageKey {
  const page = suggestedPages.find((candidate) => candidate === key);
  if (!page) throw new Error(`No page for the search suggestion ${key}`);
  return page;
}
