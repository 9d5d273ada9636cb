import type { Translated } from '../../i18n/translated';
import * as en from '../navigation';
import type { NavLink } from '../navigation';

/**
 * Menyu na viungo vya chini ya ukurasa kwa Kiswahili. Kila kiungo kinachukua anwani yake
 * kutoka kwa menyu ya Kiingereza; maneno yake yanapatikana hapa kwa jina lake la Kiingereza.
 * Kiungo kisicho na maneno hapa kinabaki kwa Kiingereza, na ukaguzi wa ukamilifu unakitaja.
 */
type LinkWords = Pick<NavLink, 'label' | 'description' | 'badge'>;

const linkWords: Record<string, LinkWords> = {
  'Payments Infrastructure': { label: 'Miundombinu ya malipo', description: 'STK push ya M-Pesa, Paybill, kadi na webhook' },
  'Cross-Border Remittances': { label: 'Uhamisho wa pesa wa kimataifa', description: 'Tuma pesa kutoka Marekani kwenda Kenya' },
  'Automated Reconciliation': { label: 'Ulinganishaji wa hesabu kiotomatiki', description: 'Linganisha M-Pesa na taarifa za benki kiotomatiki' },
  'Mobile App': { label: 'Programu ya simu', description: 'Tuma, pokea na lipa bili', badge: 'Inakuja hivi karibuni' },
  Shop: { label: 'Duka', description: 'Jenga duka la mtandaoni' },
  Airtime: { label: 'Muda wa maongezi' },
  Electricity: { label: 'Umeme' },
  Wifi: { label: 'Wifi' },
  Overview: { label: 'Muhtasari', description: 'API, SDK na sandbox' },
  Documentation: { label: 'Nyaraka', description: 'Marejeo kamili ya API' },
  About: { label: 'Kuhusu sisi' },
  Blog: { label: 'Blogu' },
  Login: { label: 'Ingia' },
  'Get Started': { label: 'Anza sasa' },
  'Payment Demo': { label: 'Onyesho la malipo' },
  'API Status': { label: 'Hali ya API' },
  'About Us': { label: 'Kuhusu sisi' },
  'All Products': { label: 'Bidhaa zote' },
  Contact: { label: 'Wasiliana nasi' },
  'Privacy Policy': { label: 'Sera ya Faragha' },
  'Terms of Service': { label: 'Masharti ya Matumizi' },
  'Cookie Policy': { label: 'Sera ya Vidakuzi' },
};

const headingWords: Record<string, string> = {
  Products: 'Bidhaa',
  Developers: 'Wasanidi programu',
  Company: 'Kampuni',
  Personal: 'Binafsi',
};

export const kenyaOnlyBadge: Translated<typeof en.kenyaOnlyBadge> = 'Kenya pekee';

const badgeWords: Record<string, string> = { [en.kenyaOnlyBadge]: kenyaOnlyBadge };

function inSwahili<Link extends NavLink>(link: Link): Link {
  const translated = { ...link, ...linkWords[link.label] };
  return translated.badge ? { ...translated, badge: badgeWords[translated.badge] ?? translated.badge } : translated;
}

export const menuLabels: Translated<typeof en.menuLabels> = { products: 'Bidhaa', developers: 'Wasanidi programu' };

export const productsMenu: Translated<typeof en.productsMenu> = (country) => {
  const { products, personal } = en.productsMenu(country);
  return {
    products: products.map(inSwahili),
    personal: { label: headingWords[personal.label] ?? personal.label, items: personal.items.map(inSwahili) },
  };
};

export const developersMenu: Translated<typeof en.developersMenu> = (country) => en.developersMenu(country).map(inSwahili);

export const primaryLinks: Translated<typeof en.primaryLinks> = (country) => en.primaryLinks(country).map(inSwahili);

export const accountLinks: Translated<typeof en.accountLinks> = {
  login: inSwahili(en.accountLinks.login),
  getStarted: inSwahili(en.accountLinks.getStarted),
};

export const footerColumns: Translated<typeof en.footerColumns> = (country) =>
  en.footerColumns(country).map((column) => ({ heading: headingWords[column.heading] ?? column.heading, links: column.links.map(inSwahili) }));

export const legalLinks: Translated<typeof en.legalLinks> = en.legalLinks.map(inSwahili);

/** Majina ya nchi ni yale yale kwa Kiswahili: Kenya, Tanzania, Uganda. */
export const marketLinks: Translated<typeof en.marketLinks> = en.marketLinks;
