import { brandName } from './brand';

/**
 * The brand and every address the site links to, in one place. Nothing else hard-codes a
 * host, a mailbox, a phone number or the office address: import them from here.
 * Plain constants, safe to import from client code; the validated origin is in site-url.ts.
 */
const dashboard = 'https://dashboard.kilelepay.co.ke';

/** The public origin when SITE_URL is unset (site-url.ts validates the setting). */
export const defaultSiteUrl = 'https://www.kilelepay.co.ke';

export const site = {
  name: brandName,
  legalName: `${brandName} Limited`,
  tagline: 'Simplifying payments across Africa',
  summary: 'Accept payments, send remittances and build with developer-first APIs: M-Pesa, cards, webhooks and reconciliation from Nairobi.',
  foundingYear: 2023,
  logo: '/images/logo.svg',
  contact: {
    email: 'hello@kilelepay.co.ke',
    salesEmail: 'sales@kilelepay.co.ke',
    phone: '+254 709 123 456',
    phoneHref: 'tel:+254709123456',
  },
  office: {
    line: '11th Floor, Kilele Plaza, Upper Hill',
    city: 'Nairobi',
    country: 'Kenya',
    countryCode: 'KE',
  },
  external: {
    login: `${dashboard}/login`,
    signUp: `${dashboard}/signup`,
    docs: 'https://docs.kilelepay.co.ke',
    playground: 'https://docs.kilelepay.co.ke/playground',
    sdks: 'https://docs.kilelepay.co.ke/sdks',
    codeExamples: 'https://docs.kilelepay.co.ke/examples',
    shop: 'https://shop.kilelepay.co.ke',
    remittance: 'https://send.kilelepay.com',
    reconciliation: 'https://recon.kilelepay.co.ke',
    community: 'https://community.kilelepay.co.ke',
    status: 'https://status.kilelepay.co.ke',
    /** The documented REST API's host (code samples and the OpenAPI document's server). */
    api: 'https://api.kilelepay.co.ke',
  },
  socials: [
    { name: 'X', label: 'Kilele Pay on X', href: 'https://x.com/kilelepay' },
    { name: 'LinkedIn', label: 'Kilele Pay on LinkedIn', href: 'https://www.linkedin.com/company/kilelepay' },
    { name: 'Facebook', label: 'Kilele Pay on Facebook', href: 'https://www.facebook.com/kilelepay' },
    { name: 'Instagram', label: 'Kilele Pay on Instagram', href: 'https://www.instagram.com/kilelepay' },
    { name: 'GitHub', label: 'Kilele Pay on GitHub', href: 'https://github.com/kilelepay' },
  ],
} as const;

export type SocialLink = (typeof site.socials)[number];
