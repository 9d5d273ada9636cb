import { truncate } from '../truncate';
import { demoAmountKes } from '../validation/payment-constants';
import type { DemoFrequency } from '../validation/payment-constants';
import { formatKes } from '../kes';
import { demoSummaryLength, demoTypeIds } from './shared';
import type { DemoTypeId } from './shared';

/**
 * Copy of the payment demo. The amount is fixed by the
 * server; this module only shows it.
 */
export type { DemoTypeId } from './shared';

export interface DemoType {
  id: DemoTypeId;
  name: string;
  /** The full description, shown above the selected type's form. */
  description: string;
  /** What the type's submit button says. */
  submitLabel: string;
}

const demoTypeById: Record<DemoTypeId, DemoType> = {
  express: {
    id: 'express',
    name: 'M-Pesa Express',
    description: `Send an STK push to the customer's phone: they confirm the ${formatKes(demoAmountKes)} payment with their M-Pesa PIN, and your server hears the result at once.`,
    submitLabel: `Pay ${formatKes(demoAmountKes)}`,
  },
  subscription: {
    id: 'subscription',
    name: 'M-Pesa Subscriptions',
    description: 'Sign a customer up to a recurring M-Pesa charge, daily, weekly or monthly, and collect every payment automatically without chasing invoices.',
    submitLabel: 'Start Subscription',
  },
  card: {
    id: 'card',
    name: 'Bank Card Payments',
    description: 'Take Visa and Mastercard payments online: enter a test card and see how a card checkout authorises and confirms a payment in seconds.',
    submitLabel: `Pay ${formatKes(demoAmountKes)}`,
  },
};

/** The types in the order the page offers them. */
export const demoTypes: readonly DemoType[] = demoTypeIds.map((id) => demoTypeById[id]);

export function demoType(id: DemoTypeId): DemoType {
  return demoTypeById[id];
}

/** A type's description as its card shows it: at most 80 characters. */
export function demoTypeSummary(type: DemoType): string {
  return truncate(type.description, demoSummaryLength);
}

export const frequencyLabels: Record<DemoFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export interface DemoSuccessCopy {
  title: string;
  body: string;
}

export const demoCopy = {
  eyebrow: 'Demo',
  title: 'Payment Demo',
  heading: 'Try a payment',
  choiceLegend: 'Choose a demo',
  loading: 'Loading the payment demo…',
  ready: 'The demo is ready.',
  loadFailed: 'The payment demo could not load. Check your connection and reload the page.',
  /** The demo panel in the server HTML: what shows until the page's JavaScript runs, or for good without it. */
  needsScript:
    'The payment demo runs in your browser and starts once this page has loaded. It needs JavaScript; without it, read how each way of paying works in the API documentation.',
  amountLabel: 'Amount',
  amount: formatKes(demoAmountKes),
  amountNote: 'Fixed for the demo',
  fields: {
    phone: { label: 'M-Pesa phone number', hint: 'Any usual form: 0712 345 678, +254 712 345 678' },
    subscriptionName: { label: 'Subscription name', hint: 'e.g. Gym membership' },
    frequency: { label: 'Frequency', placeholder: 'Choose how often' },
    cardNumber: { label: 'Card number' },
    expiry: { label: 'Expiry date (MM/YY)' },
    cvv: { label: 'CVV' },
    wantsReceipt: { label: 'Email me a receipt' },
    email: { label: 'Email address' },
  },
  cardHint: 'Use a test card, such as 4242 4242 4242 4242, with any future expiry date and any 3-digit CVV. No card is charged.',
  submitting: 'Processing...',
  submittingStatus: `Processing your ${formatKes(demoAmountKes)} demo payment…`,
  payWithPaybill: 'Pay with Paybill instead',
  paybill: {
    title: 'Pay with M-Pesa Paybill',
    lead: 'In the M-Pesa menu, choose Lipa na M-Pesa, then Pay Bill, and enter these demo details:',
    businessNumber: 'Business number',
    account: 'Account number',
    note: 'These are demo details: no real money is taken.',
    completed: 'Payment Completed',
    cancel: 'Cancel',
  },
  success: {
    express: {
      title: 'Payment request sent',
      body: `In a live checkout the customer now sees an M-Pesa prompt for ${formatKes(demoAmountKes)}, enters their PIN, and your callback URL receives the result.`,
    },
    paybill: {
      title: 'Payment completed',
      body: 'In a live checkout your server is notified the moment the Paybill payment lands, with the account number to match it to the order.',
    },
    subscription: {
      title: 'Subscription created',
      body: `The subscription is active: the customer is charged ${formatKes(demoAmountKes)} on every billing date, and each charge is confirmed to your server.`,
    },
    card: {
      title: 'Payment successful',
      body: `The test card was authorised for ${formatKes(demoAmountKes)}. In a live checkout the money settles to your account and a webhook confirms it.`,
    },
  } satisfies Record<DemoTypeId | 'paybill', DemoSuccessCopy>,
  /** A template: {email} is the address the visitor gave. */
  receiptSent: 'A receipt would be sent to {email}.',
  tryAnother: 'Try Another Demo',
  viewDocs: 'View API Docs',
} as const;
