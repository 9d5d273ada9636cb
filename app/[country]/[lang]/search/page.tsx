import type { Metadata } from 'next';
import { SearchResults } from '@/components/search/search-results';
import { copyIn } from '@/lib/content/copy';
import { pageParams } from '@/lib/page-params';
import { searchHref } from '@/lib/routes';
import { searchSite } from '@/lib/search/site-search';
import { livePageParams } from '@/lib/seo/static-params';

// The results depend on the query: rendered for each request (the markets and languages are
// still only the live ones), never indexed, and in no sitemap.
export const generateStaticParams = livePageParams;

/** Longer queries are cut: nobody types more, and the engine's work grows with the words. */
const longestQuery = 200;
const resultLimit = 20;

export async function generateMetadata({ params }: PageProps<'/[country]/[lang]/search'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const copy = copyIn(locale).search.searchPageCopy;
  return { title: copy.title, description: copy.description, robots: { index: false, follow: true } };
}

/** The query of the address (?q=…), the first one when it is given twice. */
function queryOf(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').trim().slice(0, longestQuery);
}

/**
 * The site search for visitors without JavaScript, and where the header's form goes when no
 * result is chosen: rendered on the server from ?q=, in the page's language.
 */
export default async function SearchPage({ params, searchParams }: PageProps<'/[country]/[lang]/search'>) {
  const { country, locale } = await pageParams(params);
  const query = queryOf((await searchParams).q);
  const copy = copyIn(locale).search.searchPageCopy;
  const hits = query === '' ? [] : await searchSite(locale, query, resultLimit);
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl font-bold tracking-tight">{copy.heading}</h1>
      <form method="get" action={searchHref(country, locale)} className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {copy.heading}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          enterKeyHint="search"
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 py-2 text-base text-ink focus:border-brand-600"
        />
        <button type="submit" className="btn btn-primary">
          {copy.title}
        </button>
      </form>
      <div className="mt-10">
        <SearchResults country={country} locale={locale} query={query} hits={hits} />
      </div>
    </div>
  );
}
