import { formatKesCents } from '../kes';
import { maxAmountCents } from '../pricing/fees';
import type { AmountError } from '../pricing/fees';

/** Copy of the products overview at /{country}/products, where the menu's All Products link leads. */
export const productsHero = {
  eyebrow: 'Products',
  title: 'Everything Kilele Pay offers',
  lead: 'Payments, online stores, remittances, reconciliation and everyday top-ups: what each product does, and where to start.',
} as const;

export const productsSections = {
  offeringsLabel: 'Our products',
  featuresLabel: 'Features',
  comingSoonNote: 'Not in the app stores yet. Check this page, or follow us on social media, to hear when it launches.',
  faqTitle: 'Frequently asked questions',
} as const;

export const feeCalculatorCopy = {
  title: 'Fee calculator',
  lead: 'See what a payment costs and what reaches your account, at our standard rates.',
  amountLabel: 'Amount (KES)',
  amountHint: 'The price of the sale, e.g. 1500 or 1,500.50',
  methodLegend: 'Payment method',
  customerPaysLabel: 'Customer pays the fee',
  customerPaysHint: 'Add the fee to the price so you receive the full amount.',
  submit: 'Calculate',
  resultLabel: 'Fee breakdown',
  fee: 'Transaction fee',
  customerPays: 'Customer pays',
  merchantReceives: 'You receive',
  /** How the amounts are computed, in plain words (lib/pricing/fees.ts has the arithmetic). */
  formulaNote:
    'The fee is the rate times the amount charged, rounded to the nearest cent. When the customer pays the fee, they are charged the smallest amount that leaves you the full price after the fee: about the price divided by (1 − rate).',
  ratesNote: 'Standard rates; businesses with high volumes can ask for lower ones.',
  errors: {
    empty: 'Enter an amount in KES',
    invalid: 'Enter the amount in numbers with at most two decimals, e.g. 1500 or 1,500.50',
    notPositive: 'Enter an amount greater than zero',
    tooLarge: `Enter an amount up to ${formatKesCents(maxAmountCents)}`,
  } satisfies Record<AmountError, string>,
} as const;
