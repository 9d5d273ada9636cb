import { notFound } from 'next/navigation';
import { isComingSoonCountry, isCountry } from './countries';
import type { ComingSoonCountry, Country } from './countries';
import { isLocale } from './i18n/locales';
import type { Locale } from './i18n/locales';

/**
 * The market and language of a page's params. Params are strings until checked; with
 * `dynamicParams` off an unknown value never renders, and this check is what the types can see.
 */
export async function pageParams(params: Promise<{ country: string; lang: string }>): Promise<{ country: Country; locale: Locale }> {
  const { country, lang } = await params;
  if (!isCountry(country) || !isLocale(lang)) notFound();
  return { country, locale: lang };
}

/** The market and language of a coming-soon page's params: a market not live yet. */
export async function comingSoonPageParams(params: Promise<{ country: string; lang: string }>): Promise<{ country: ComingSoonCountry; locale: Locale }> {
  const { country, locale } = await pageParams(params);
  // Unreachable: the layout serves only the countries generateStaticParams lists.
  if (!isComingSoonCountry(country)) throw new Error(`${country} is live: it has no coming-soon page`);
  return { country, locale };
}
