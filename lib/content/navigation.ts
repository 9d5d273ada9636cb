import { countries, countryOptions, defaultCountry, isLive } from '../countries';
import type { Country } from '../countries';
import { pageHref } from '../routes';
import { site } from '../site';

/** A link in a menu or the footer. `external` links open in a new tab. */
export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
  description?: string;
  badge?: string;
}

/** The names of the two menus, in the header's bar, the hamburger menu and the footer. */
export const menuLabels = { products: 'Products', developers: 'Developers' } as const;

/**
 * The mark on a link to an offer of Kenya's alone (M-Pesa through Safaricom, airtime, KES), on
 * the pages of a market not live yet: its links lead to Kenya's pages.
 */
export const kenyaOnlyBadge = 'Kenya only';

/** A link to one of Kenya's offers, marked as Kenya's on a market where Kilele Pay is not live. */
function kenyanOffer(country: Country, link: NavLink): NavLink {
  return isLive(country) || link.badge ? link : { ...link, badge: kenyaOnlyBadge };
}

export interface ProductsMenu {
  products: NavLink[];
  personal: { label: string; items: NavLink[] };
}

export function productsMenu(country: Country): ProductsMenu {
  const airtime = pageHref(country, 'airtime');
  return {
    products: [
      {
        label: 'Payments Infrastructure',
        href: pageHref(country, 'paymentInfrastructure'),
        description: 'M-Pesa push, Paybill, cards and webhooks',
      },
      {
        label: 'Cross-Border Remittances',
        href: site.external.remittance,
        external: true,
        description: 'Send money from the USA to Kenya',
      },
      {
        label: 'Automated Reconciliation',
        href: site.external.reconciliation,
        external: true,
        description: 'Match M-Pesa and bank feeds automatically',
      },
      {
        label: 'Mobile App',
        href: pageHref(country, 'products', 'mobile-app'),
        description: 'Send, receive and pay bills',
        badge: 'Coming soon',
      },
      { label: 'Shop', href: site.external.shop, external: true, description: 'Build an online store' },
    ].map((link) => kenyanOffer(country, link)),
    // All three Personal items go to the airtime page, where each is bought.
    personal: {
      label: 'Personal',
      items: [
        { label: 'Airtime', href: airtime },
        { label: 'Electricity', href: airtime },
        { label: 'Wifi', href: airtime },
      ].map((link) => kenyanOffer(country, link)),
    },
  };
}

export function developersMenu(country: Country): NavLink[] {
  return [
    { label: 'Overview', href: pageHref(country, 'developers'), description: 'APIs, SDKs and the sandbox' },
    { label: 'Documentation', href: site.external.docs, external: true, description: 'Full API reference' },
  ];
}

export function primaryLinks(country: Country): NavLink[] {
  return [
    { label: 'About', href: pageHref(country, 'about') },
    { label: 'Blog', href: pageHref(country, 'blog') },
  ];
}

export const accountLinks = {
  login: { label: 'Login', href: site.external.login, external: true },
  getStarted: { label: 'Get Started', href: site.external.signUp, external: true },
} as const satisfies Record<string, NavLink>;

export interface FooterColumn {
  heading: string;
  links: NavLink[];
}

export function footerColumns(country: Country): FooterColumn[] {
  const { products, personal } = productsMenu(country);
  return [
    {
      heading: menuLabels.products,
      links: [...products, kenyanOffer(country, { label: 'Airtime', href: personal.items[0]?.href ?? pageHref(country, 'airtime') })],
    },
    {
      heading: menuLabels.developers,
      links: [
        ...developersMenu(country),
        kenyanOffer(country, { label: 'Payment Demo', href: pageHref(country, 'demo') }),
        { label: 'API Status', href: site.external.status, external: true },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'About Us', href: pageHref(country, 'about') },
        { label: 'Blog', href: pageHref(country, 'blog') },
        { label: 'All Products', href: pageHref(country, 'products') },
        { label: 'Contact', href: pageHref(country, 'home', 'contact') },
      ],
    },
  ];
}

/** Legal pages live once, under Kenya, whichever market the visitor is looking at. */
export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: pageHref(defaultCountry, 'privacy') },
  { label: 'Terms of Service', href: pageHref(defaultCountry, 'terms') },
  { label: 'Cookie Policy', href: pageHref(defaultCountry, 'cookies') },
];

/**
 * Every market's home, for the footer: with the country switcher closed (or before the scripts
 * run), a visitor still reaches each of them in one tap.
 */
export const marketLinks: NavLink[] = countries.map((code) => ({ label: countryOptions[code].name, href: pageHref(code, 'home') }));
