import { notFound } from 'next/navigation';
import { isCountry } from './countries';
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
