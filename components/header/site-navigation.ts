import 'server-only';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import type { NavLink } from '@/lib/content/navigation';
import { localizedHref } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';

/** The header's and footer's words in the page's language (chosen here, on the server). */
export function siteChrome(locale: Locale) {
  return copyIn(locale).siteChrome.siteChromeCopy;
}

/**
 * The header's menus and the footer's links in the page's language, each of our pages in that
 * language too (/ke/about on English pages, /ke/sw/about on Swahili ones). Links to other hosts
 * (the dashboard, the documentation site) stay as they are.
 */
export function siteNavigation(country: Country, locale: Locale) {
  const copy = copyIn(locale).navigation;
  const inPageLanguage = <Link extends NavLink>(link: Link): Link => (link.external ? link : { ...link, href: localizedHref(link.href, locale) });
  const { products, personal } = copy.productsMenu(country);
  return {
    menuLabels: copy.menuLabels,
    products: products.map(inPageLanguage),
    personal: { label: personal.label, items: personal.items.map(inPageLanguage) },
    developers: copy.developersMenu(country).map(inPageLanguage),
    primary: copy.primaryLinks(country).map(inPageLanguage),
    account: copy.accountLinks,
    footerColumns: copy.footerColumns(country).map((column) => ({ heading: column.heading, links: column.links.map(inPageLanguage) })),
    legal: copy.legalLinks.map(inPageLanguage),
    markets: copy.marketLinks.map(inPageLanguage),
    /** A market's home in the page's language: /tz or /tz/sw. */
    marketHome: (market: Country) => localizedHref(`/${market}`, locale),
  };
}
