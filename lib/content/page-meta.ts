import { site } from '../site';
import type { PageKey } from '../routes';
import { airtimeLimits, demoAmountKes } from '../validation/payment-constants';
import { paybill } from './paybill';
import { formatKes } from '../kes';

/**
 * The written title, description and keywords of each fixed page.
 * Pages generated from data (articles, API pages, coming-soon pages) build theirs from it.
 */
export interface PageMeta {
  /** The page's short name: its breadcrumb. */
  name: string;
  title: string;
  description: string;
  keywords: string[];
  absoluteTitle?: boolean;
}

export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    name: 'Home',
    title: 'Kilele Pay: M-Pesa, card and remittance payments for Kenya',
    absoluteTitle: true,
    description:
      'Accept M-Pesa and card payments, send remittances from the USA to Kenya and build with developer-first APIs. Payments infrastructure from Nairobi.',
    keywords: ['payments Kenya', 'M-Pesa API', 'STK push', 'payment gateway Kenya', 'remittances USA to Kenya'],
  },
  about: {
    name: 'About',
    title: 'About us: a payments company from Nairobi',
    description: `Who we are: a Nairobi payments company founded in ${site.foundingYear} to make accepting, sending and reconciling money simple for African businesses.`,
    keywords: ['about Kilele Pay', 'Nairobi fintech', 'payment service provider Kenya', 'financial inclusion'],
  },
  products: {
    name: 'Products',
    title: 'Products: payments, stores, remittances and reconciliation',
    description:
      'Every Kilele Pay product in one place: payment gateway, online store builder, USA to Kenya remittances, automated reconciliation and airtime, with a fee calculator.',
    keywords: ['payment products Kenya', 'M-Pesa fees', 'card payment fees', 'online store Kenya', 'reconciliation'],
  },
  paymentInfrastructure: {
    name: 'Payments Infrastructure',
    title: 'Payments infrastructure: gateway, POS, dashboard and subscriptions',
    description:
      'Accept M-Pesa push, Paybill and card payments with real-time webhooks, POS systems, a merchant dashboard and automated subscription collection.',
    keywords: ['payment gateway', 'POS Kenya', 'merchant dashboard', 'subscription billing M-Pesa', 'webhooks'],
  },
  developers: {
    name: 'Developers',
    title: 'Developers: M-Pesa and payments APIs with a free sandbox',
    description:
      'Integrate M-Pesa STK push, subscriptions, wallets and payouts with REST APIs, Python and Node.js SDKs and a free sandbox. Get an API key in minutes.',
    keywords: ['M-Pesa API', 'STK push API', 'payments API Kenya', 'Python SDK', 'Node.js SDK', 'API sandbox'],
  },
  resultCodes: {
    name: 'Result codes',
    title: 'M-Pesa result codes: what each one means and what to do',
    description:
      'Every result an M-Pesa STK push can end with: what each code means, whether a new prompt is safe, what your system should do and what to tell the customer.',
    keywords: ['M-Pesa result codes', 'STK push result code', 'M-Pesa callback', 'ResultCode 1032', 'M-Pesa errors'],
  },
  testing: {
    name: 'Testing',
    title: 'Testing M-Pesa payments: test numbers, result codes and signed callbacks',
    description:
      'Test numbers that give every M-Pesa result code, the virtual phone’s rules, the sandbox webhook secret and callback verification code in Python, Node.js and PHP with test vectors.',
    keywords: ['M-Pesa test numbers', 'M-Pesa result codes', 'STK push callback', 'webhook signature', 'Standard Webhooks', 'M-Pesa sandbox'],
  },
  blog: {
    name: 'Blog',
    title: 'Blog: payments, fintech and developer guides',
    description:
      'Guides to M-Pesa integration, subscriptions and reconciliation, and analysis of payments, remittances and regulation in Kenya and East Africa.',
    keywords: ['fintech blog Kenya', 'M-Pesa integration guide', 'payments insights', 'developer resources'],
  },
  demo: {
    name: 'Payment Demo',
    title: 'Payment demo: try M-Pesa Express, subscriptions and cards',
    description: `Try a live ${formatKes(demoAmountKes)} M-Pesa Express request, a subscription sign-up and a test card payment to see how ${site.name} checkout works.`,
    keywords: ['M-Pesa demo', 'STK push demo', 'payment demo Kenya'],
  },
  airtime: {
    name: 'Airtime',
    title: 'Buy airtime with M-Pesa',
    description: `Top up Safaricom airtime for yourself or another number with M-Pesa, from ${formatKes(airtimeLimits.min)}, or pay manually through Paybill ${paybill.businessNumber}.`,
    keywords: ['buy airtime', 'airtime M-Pesa', 'Safaricom airtime top up', `Paybill ${paybill.businessNumber}`],
  },
  privacy: {
    name: 'Privacy Policy',
    title: 'Privacy Policy',
    description: 'How Kilele Pay collects, uses and protects personal data under the Kenya Data Protection Act, 2019.',
    keywords: ['privacy policy', 'data protection Kenya'],
  },
  terms: {
    name: 'Terms of Service',
    title: 'Terms of Service',
    description: 'The terms that govern the use of the Kilele Pay website, sandbox and payment services.',
    keywords: ['terms of service', 'Kilele Pay terms'],
  },
  cookies: {
    name: 'Cookie Policy',
    title: 'Cookie Policy',
    description: 'Which cookies and browser storage the Kilele Pay website uses, and why: no advertising or tracking cookies.',
    keywords: ['cookie policy', 'cookies'],
  },
};
