import type { Country } from '../countries';
import { countryOptions, isLive } from '../countries';

/** Markets that are not live yet. */
export type ComingSoonCountry = Exclude<Country, 'ke'>;

export interface ComingSoonCopy {
  title: string;
  description: string;
  /** Meta description of the page. */
  metaDescription: string;
}

function copyFor(country: ComingSoonCountry, description: string): ComingSoonCopy {
  const { name } = countryOptions[country];
  return {
    title: `Kilele Pay in ${name}: coming soon`,
    description,
    metaDescription: `Mobile-money and card payments, remittances and developer APIs are coming to ${name}. Leave your email to hear the day Kilele Pay opens.`,
  };
}

export const comingSoonCopy: Record<ComingSoonCountry, ComingSoonCopy> = {
  ug: copyFor(
    'ug',
    'Mobile-money and card payments, one API and real-time webhooks for businesses in Uganda, from Kampala to Gulu.',
  ),
  tz: copyFor(
    'tz',
    'Mobile-money and card payments, one API and real-time webhooks for businesses in Tanzania, from Dar es Salaam to Arusha.',
  ),
};

export function isComingSoonCountry(country: Country): country is ComingSoonCountry {
  return !isLive(country);
}
