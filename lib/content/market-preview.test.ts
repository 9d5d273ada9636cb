import { countryOptions } from '../countries';
import type { ComingSoonCountry } from '../countries';
import { marketFacts } from '../market-facts';
import * as en from './market-preview';
import * as enNavigation from './navigation';
import * as sw from './sw/market-preview';
import * as swNavigation from './sw/navigation';

const comingSoon: ComingSoonCountry[] = ['tz', 'ug'];
const languages = [
  ['English', en.marketPreview, enNavigation],
  ['Kiswahili', sw.marketPreview, swNavigation],
] as const;

describe.each(languages)('a market not live yet, in %s', (_language, preview, navigation) => {
  it.each(comingSoon)('%s: speaks of its own currency, phone numbers and mobile money', (country) => {
    const { heading, points } = preview[country];
    const text = points.map((point) => `${point.title} ${point.text}`).join(' ');
    expect(heading).toContain(countryOptions[country].name);
    expect(text).toContain(marketFacts[country].currency);
    expect(text).toContain(marketFacts[country].dialCode);
    for (const service of marketFacts[country].mobileMoney) expect(text).toContain(service.name);
    // Kenya's shillings and Safaricom belong to the Kenya-only note, never to the market's own points.
    expect(text).not.toMatch(/KES|Safaricom|\+254/);
  });

  it.each(comingSoon)('%s: says that the KES and Safaricom offers elsewhere on the site are Kenya’s', (country) => {
    const { kenyaOnly } = preview[country];
    expect(kenyaOnly.text).toMatch(/KES/);
    expect(kenyaOnly.text).toContain(navigation.kenyaOnlyBadge);
  });

  it.each(comingSoon)('%s: marks every menu and footer link to a Kenyan offer as Kenya’s', (country) => {
    const { products, personal } = navigation.productsMenu(country);
    const footerLinks = navigation.footerColumns(country).flatMap((column) => column.links);
    const kenyan = [...products, ...personal.items, ...footerLinks].filter((link) => /\/ke\/(?:sw\/)?(?:airtime|demo|product\/)/.test(link.href));
    expect(kenyan.length).toBeGreaterThan(0);
    expect(kenyan.filter((link) => link.badge !== navigation.kenyaOnlyBadge)).toEqual([]);
    expect(personal.items.every((link) => link.badge === navigation.kenyaOnlyBadge)).toBe(true);
  });

  it('marks nothing as Kenya’s on Kenya’s own pages', () => {
    const { products, personal } = navigation.productsMenu('ke');
    const footerLinks = navigation.footerColumns('ke').flatMap((column) => column.links);
    expect([...products, ...personal.items, ...footerLinks].filter((link) => link.badge === navigation.kenyaOnlyBadge)).toEqual([]);
  });
});

describe('the Tanzanian page in Kiswahili', () => {
  it('says "namba ya simu" as Tanzanians do, where the Ugandan one says "nambari"', () => {
    const numbers = (country: ComingSoonCountry) => sw.marketPreview[country].points.map((point) => point.title).join(' ');
    expect(numbers('tz')).toMatch(/Namba za simu/);
    expect(numbers('ug')).toMatch(/Nambari za simu/);
  });
});
