import { notFound } from 'next/navigation';
import { isComingSoonCountry, isCountry } from './countries';
import type { ComingSoonCountry } from './countries';
import type { Country } from './countries';

/**
 * The country of a page's params. Params are strings until checked; with `dynamicParams`
 * off an unknown country never renders, and this check is what the types can see.
 */
export async function countryParam(params: Promise<{ country: string }>): Promise<Country> {
  const { country } = await params;
  if (!isCountry(country)) notFound();
  return country;
}

/** The country of a coming-soon page's params: a market not live yet. */
export async function comingSoonCountryParam(params: Promise<{ country: string }>): Promise<ComingSoonCountry> {
  const country = await countryParam(params);
  // Unreachable: the layout serves only the countries generateStaticParams lists.
  if (!isComingSoonCountry(country)) throw new Error(`${country} is live: it has no coming-soon page`);
  return country;
}
