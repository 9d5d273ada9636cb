/** Copy of the payments infrastructure page. */
export const infrastructureHero = {
  eyebrow: 'Payments infrastructure',
  title: 'Payments infrastructure that grows with your business',
  lead: 'Mobile-money push, Paybill and card payments, with real-time webhooks and transaction validation: one integration for every way your customers pay.',
  primary: 'Start Building',
  secondary: 'Contact Sales',
} as const;

/** What the infrastructure carries, whichever product sits on top. */
export const infrastructureCapabilities = {
  label: 'Included with every product',
  items: ['Mobile-money push', 'Paybill', 'Card payments', 'Real-time webhooks', 'Transaction validation'],
} as const;

export interface InfrastructureProduct {
  id: string;
  title: string;
  description: string;
  features: string[];
  /** An original illustration in public/images/illustrations (drawn at 320 × 240). */
  image: string;
}

/** The page's product sections, in order. */
export const infrastructureProducts: InfrastructureProduct[] = [
  {
    id: 'payment-gateway',
    title: 'Payment Gateway',
    description: 'Accept M-Pesa and cards online and in your app through one API, with every payment confirmed to your system in real time.',
    features: [
      'M-Pesa STK push: the customer approves on their phone',
      'Paybill payments matched to the right account',
      'Visa and Mastercard card payments',
      'Signed real-time webhooks for every status change',
      'Transaction validation before a payment settles',
    ],
    image: '/images/illustrations/gateway.svg',
  },
  {
    id: 'pos-systems',
    title: 'POS Systems',
    description: 'Take payments at the counter with the same account: card terminals and M-Pesa prompts that land in one ledger with your online sales.',
    features: [
      'Card and M-Pesa payments at the till',
      'Receipts by SMS or email',
      'Works for many branches and tills',
      'Sales reported alongside online payments',
    ],
    image: '/images/illustrations/pos.svg',
  },
  {
    id: 'merchant-dashboard',
    title: 'Merchant Dashboard',
    description: 'See every payment, refund and settlement as it happens, and give each member of your team exactly the access they need.',
    features: [
      'Live transaction feed with search and filters',
      'Settlement and payout reports',
      'Refunds in a few clicks',
      'Team accounts with roles',
      'CSV export for your accountant',
    ],
    image: '/images/illustrations/dashboard.svg',
  },
  {
    id: 'subscription-collection',
    title: 'Subscription Collection',
    description: 'Collect recurring payments by M-Pesa daily, weekly or monthly, with automatic retries and a notice when a payment fails.',
    features: [
      'Daily, weekly and monthly plans',
      'Automatic M-Pesa prompts on the billing date',
      'Retries and failed-payment notifications',
      'Webhook events for every renewal and cancellation',
    ],
    image: '/images/illustrations/subscriptions.svg',
  },
];

export const infrastructureStatsLabel = 'Kilele Pay in numbers';

export const infrastructureCta = {
  title: 'Ready to accept payments?',
  lead: 'Open an account and start in the free sandbox today, or talk to our sales team about volumes, POS hardware and custom pricing.',
  primary: 'Start Building',
  secondary: 'Contact Sales',
} as const;

/** Names each product's list of features for screen readers. */
export const infrastructureFeaturesLabel = (product: string) => `${product} features`;
