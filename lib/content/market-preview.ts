import { countryOptions } from '../countries';
import type { ComingSoonCountry } from '../countries';
import { listPhrase } from '../list-phrase';
import { marketFacts } from '../market-facts';
import type { MobileMoneyService } from '../market-facts';
import { site } from '../site';
import { kenyaOnlyBadge } from './navigation';

/**
 * What a market not live yet can expect, in its own terms (its mobile money, currency and phone
 * numbers, from lib/market-facts.ts), and which of the site's offers are Kenya's alone.
 */
export interface MarketPreview {
  heading: string;
  lead: string;
  points: { title: string; text: string }[];
  /** Says that the rest of the site (M-Pesa through Safaricom, Paybill, airtime, KES) is Kenya's. */
  kenyaOnly: { title: string; text: string };
}

const serviceName = ({ name, formerly }: MobileMoneyService) => (formerly ? `${name} (formerly ${formerly})` : name);

const currencyNames: Record<ComingSoonCountry, string> = { tz: 'Tanzanian shillings', ug: 'Ugandan shillings' };

function previewFor(country: ComingSoonCountry): MarketPreview {
  const { name } = countryOptions[country];
  const { currency, dialCode, phoneExample, mobileMoney } = marketFacts[country];
  return {
    heading: `What we are preparing for ${name}`,
    lead: 'Our plans for the launch, not yet a service: details may change before the day we open.',
    points: [
      {
        title: 'Mobile money',
        text: `Payments from ${listPhrase(mobileMoney.map(serviceName))}, the services your customers in ${name} already use.`,
      },
      { title: 'Local currency', text: `Prices, payments and settlement in ${currencyNames[country]} (${currency}).` },
      { title: 'Local phone numbers', text: `Numbers as your customers write them, with ${dialCode} or without, such as ${phoneExample}.` },
    ],
    kenyaOnly: {
      title: 'Today, Kenya only',
      text: `${site.name} is live in Kenya alone. M-Pesa through Safaricom, Paybill, airtime top-ups and prices in KES, wherever this site names them, and every link marked "${kenyaOnlyBadge}", are for Kenya.`,
    },
  };
}

export const marketPreview: Record<ComingSoonCountry, MarketPreview> = { ug: previewFor('ug'), tz: previewFor('tz') };
