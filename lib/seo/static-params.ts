import 'server-only';
import { apiDocIds } from '../api-docs/ids';
import { getPosts } from '../blog/posts';
import { countries, isComingSoonCountry, liveCountries } from '../countries';
import type { Country } from '../countries';
import { defaultLocale, locales } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { resultCodes } from '../mpesa-sandbox/result-codes';

/**
 * The params each page is built for: its markets, each in every language (`lang` is the
 * route's language segment, which the proxy fills in for English addresses). Shared by each
 * page and the share image beside it (`opengraph-image.tsx`), so that every page has its
 * image and no image lacks its page.
 */
type MarketParams = { country: Country; lang: Locale };

function inEveryLanguage(markets: readonly Country[]): MarketParams[] {
  return markets.flatMap((country) => locales.map((lang) => ({ country, lang })));
}

/** The pages of a live market, in every language. */
export function livePageParams(): MarketParams[] {
  return inEveryLanguage(liveCountries);
}

/** The coming-soon page of each market not live yet, in every language. */
export function comingSoonParams(): MarketParams[] {
  return inEveryLanguage(countries.filter(isComingSoonCountry));
}

/** One page per article, in the language it is written in. */
export function articleParams(): (MarketParams & { slug: string })[] {
  return livePageParams().flatMap((market) => getPosts(market.lang).map((post) => ({ ...market, slug: post.slug })));
}

/** The English articles, the only ones drawn on a share image of their own. */
export function englishArticleParams(): (MarketParams & { slug: string })[] {
  return articleParams().filter((params) => params.lang === defaultLocale);
}

/** The API reference is code, written in English alone. */
export function apiDocParams(): (MarketParams & { apiId: string })[] {
  return liveCountries.flatMap((country) => apiDocIds.map((apiId) => ({ country, lang: defaultLocale, apiId })));
}

/** One page per M-Pesa result code, in every language of every live market. */
export function resultCodeParams(): (MarketParams & { code: string })[] {
  return livePageParams().flatMap((market) => resultCodes.map((code) => ({ ...market, code: String(code) })));
}
