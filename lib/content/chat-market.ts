import { countryOptions } from '../countries';
import type { ComingSoonCountry } from '../countries';
import { marketFacts } from '../market-facts';
import type { ChatTableLink } from './chat-table';

/**
 * A market not live yet, as every language's chat replies state it: its name, its currency, its
 * mobile-money services (listed in the reply's language), the codes its customers dial
 * (lib/market-facts.ts), and a link to hear the day it opens, under the language's label.
 */
export function chatMarket(country: ComingSoonCountry, words: { list: (items: readonly string[]) => string; waitingListLabel: (name: string) => string }) {
  const { name } = countryOptions[country];
  const { currency, mobileMoney } = marketFacts[country];
  const codes = mobileMoney.flatMap((service) => (service.menuCode ? [`${service.name}: ${service.menuCode}`] : []));
  return {
    name,
    currency,
    services: words.list(mobileMoney.map((service) => service.name)),
    /** " (Vodacom M-Pesa: *150*00#)", or nothing where no code is known. */
    menuCodes: codes.length > 0 ? ` (${codes.join(', ')})` : '',
    waitingList: { label: words.waitingListLabel(name), to: { kind: 'market', country } } satisfies ChatTableLink,
  };
}
