/**
 * The markets the site knows. The first path segment of every page is one of these codes.
 * Kenya is live; the others show a coming-soon page on every path below them.
 */
export const countries = ['ke', 'ug', 'tz'] as const;
export type Country = (typeof countries)[number];

/** The live market: a path without a country, and every link from a market not live yet, leads here. */
export const defaultCountry = 'ke' satisfies Country;

export interface CountryOption {
  code: Country;
  name: string;
  /** BCP 47 tag used for hreflang alternates: English, with the region in capitals. */
  hreflang: `en-${Uppercase<Country>}`;
  flagImage: string;
  flagEmoji: string;
  status: 'live' | 'coming-soon';
}

export const countryOptions: Record<Country, CountryOption> = {
  ke: { code: 'ke', name: 'Kenya', hreflang: 'en-KE', flagImage: '/images/flags/ke.svg', flagEmoji: '🇰🇪', status: 'live' },
  ug: { code: 'ug', name: 'Uganda', hreflang: 'en-UG', flagImage: '/images/flags/ug.svg', flagEmoji: '🇺🇬', status: 'coming-soon' },
  tz: { code: 'tz', name: 'Tanzania', hreflang: 'en-TZ', flagImage: '/images/flags/tz.svg', flagEmoji: '🇹🇿', status: 'coming-soon' },
};

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (countries as readonly string[]).includes(value);
}

export function isLive(country: Country): boolean {
  return countryOptions[country].status === 'live';
}

export const liveCountries: readonly Country[] = countries.filter(isLive);

/** Markets that are not live yet. */
export type ComingSoonCountry = Exclude<Country, typeof defaultCountry>;

export function isComingSoonCountry(country: Country): country is ComingSoonCountry {
  return !isLive(country);
}
