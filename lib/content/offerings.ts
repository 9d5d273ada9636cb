import type { Country } from '../countries';
import { pageHref } from '../routes';
import type { PageKey } from '../routes';
import { site } from '../site';
import { airtimeLimits } from '../validation/payment-constants';
import { billsComingSoon } from './airtime';
import { formatKes } from '../kes';

/**
 * The offerings and their product cards: what Kilele Pay sells. The home showcase shows the
 * five product cards; the products overview shows every offering.
 */
export type OfferingDestination = { kind: 'internal'; page: PageKey; hash?: string } | { kind: 'external'; url: string };

export interface Offering {
  id: string;
  title: string;
  description: string;
  features: string[];
  /** An original illustration in public/images/illustrations (drawn at 320 × 240). */
  image: string;
  buttonText: string;
  destination: OfferingDestination;
  comingSoon?: boolean;
}

export const offeringImageSize = { width: 320, height: 240 } as const;

/** Home product showcase: five alternating cards, in this order. */
export const productCards: Offering[] = [
  {
    id: 'payments-infrastructure',
    title: 'Payments Infrastructure',
    description:
      'Accept M-Pesa and card payments through one API: push a payment prompt to a customer’s phone, take Paybill payments and hear about every one of them in real time.',
    features: ['M-Pesa push (STK)', 'Paybill', 'Card payments', 'Real-time webhooks', 'Transaction validation'],
    image: '/images/illustrations/payments.svg',
    buttonText: 'Receive Payments',
    destination: { kind: 'internal', page: 'paymentInfrastructure' },
  },
  {
    id: 'store-builder',
    title: 'Ecommerce Store Builder',
    description:
      'Open an online shop in an afternoon, with M-Pesa and card checkout already built in, and sell on our marketplace alongside other Kenyan merchants.',
    features: ['Online stores', 'Payment integration', 'Marketplace', 'Customer management'],
    image: '/images/illustrations/store.svg',
    buttonText: 'Create Store',
    destination: { kind: 'external', url: site.external.shop },
  },
  {
    id: 'remittances',
    title: 'Cross-Border Remittances',
    description: 'Send money from the USA to family and partners in Kenya at a rate you see before you pay, delivered to M-Pesa or a bank account.',
    features: ['Transparent rates', 'Multiple payouts', 'KYC compliant', 'Instant transfers'],
    image: '/images/illustrations/remittance.svg',
    buttonText: 'Send Money',
    destination: { kind: 'external', url: site.external.remittance },
  },
  {
    id: 'reconciliation',
    title: 'Automated Reconciliation',
    description: 'Match every M-Pesa and bank transaction to your books automatically, and see only the exceptions that need a person.',
    features: ['Mobile-money integration', 'Bank feeds', 'Exception handling', 'Automated reports'],
    image: '/images/illustrations/reconciliation.svg',
    buttonText: 'Reconcile',
    destination: { kind: 'external', url: site.external.reconciliation },
  },
  {
    id: 'mobile-app',
    title: 'Kilele Pay Mobile App',
    description: 'Send and receive money, pay your bills and follow every shilling from your phone.',
    features: ['Send and receive money', 'Bill payments', 'Transaction history'],
    image: '/images/illustrations/mobile-app.svg',
    buttonText: 'Download',
    // Not in the stores yet: the button leads to the app's entry on the products page.
    destination: { kind: 'internal', page: 'products', hash: 'mobile-app' },
    comingSoon: true,
  },
];

/** The rest of the offerings, shown on the products overview only. */
export const moreOfferings: Offering[] = [
  {
    id: 'airtime',
    title: 'Airtime, Electricity and Wifi',
    description: `Top up airtime for yourself or anyone else with M-Pesa, from ${formatKes(airtimeLimits.min)}. ${billsComingSoon}`,
    features: ['Airtime top-up', 'Buy for another number', 'Electricity (coming soon)', 'Wifi (coming soon)'],
    image: '/images/illustrations/airtime.svg',
    buttonText: 'Buy Airtime',
    destination: { kind: 'internal', page: 'airtime' },
  },
  {
    id: 'developer-apis',
    title: 'Developer APIs and SDKs',
    description: 'REST APIs for payments, subscriptions, wallets and payouts, with SDKs and a free sandbox that simulates M-Pesa.',
    features: ['STK push and subscriptions APIs', 'Python and Node.js SDKs', 'Free sandbox', 'Webhook events'],
    image: '/images/illustrations/developers.svg',
    buttonText: 'Explore the APIs',
    destination: { kind: 'internal', page: 'developers' },
  },
];

export const allOfferings: Offering[] = [...productCards, ...moreOfferings];

export interface OfferingLink {
  href: string;
  external: boolean;
}

export function offeringLink(country: Country, offering: Pick<Offering, 'destination'>): OfferingLink {
  const { destination } = offering;
  if (destination.kind === 'external') return { href: destination.url, external: true };
  return { href: pageHref(country, destination.page, destination.hash), external: false };
}

export const comingSoonBadge = 'Coming soon';
