import 'server-only';
import type { Country } from '@/lib/countries';
import * as en from '@/lib/content/navigation';
import type { NavLink } from '@/lib/content/navigation';
import * as enChrome from '@/lib/content/site-chrome';
import * as sw from '@/lib/content/sw/navigation';
import * as swChrome from '@/lib/content/sw/site-chrome';
import { localizedHref } from '@/lib/i18n/locales';
import { localized, requestLocale } from '@/lib/i18n/request-locale';

/** The header's and footer's words in the page's language (chosen here, on the server). */
export function siteChrome() {
  return localized(enChrome, swChrome).siteChromeCopy;
}

/**
 * The header's menus and the footer's links in the page's language, each of our pages in that
 * language too (/ke/about on English pages, /ke/sw/about on Swahili ones). Links to other hosts
 * (the dashboard, the documentation site) stay as they are.
 */
export function siteNavigation(country: Country) {
  const locale = requestLocale();
  const copy = localized(en, sw);
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
