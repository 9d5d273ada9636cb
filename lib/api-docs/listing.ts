import type { ApiDocId } from './ids';

/**
 * SPEC §3 Developer API listing item: the short list shown on the home page and the
 * developers landing. `docId` links to the API's own page where it has one.
 * (To be derived from the full API source in lib/api-docs once it lands.)
 */
export interface ApiListingItem {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  endpoint: string;
  docId?: ApiDocId;
}

export const apiListing: ApiListingItem[] = [
  {
    name: 'M-Pesa STK Push',
    description: "Initiate a payment from a customer's phone: they approve it with their M-Pesa PIN.",
    method: 'POST',
    endpoint: '/api/v1/mpesa/stkpush',
    docId: 'mpesa-stk-push',
  },
  {
    name: 'Subscriptions',
    description: 'Create and automate recurring M-Pesa collections, daily, weekly or monthly.',
    method: 'POST',
    endpoint: '/api/v1/subscriptions/create',
    docId: 'mpesa-paybill',
  },
  {
    name: 'Wallet',
    description: 'Read customer wallet balances and transactions.',
    method: 'GET',
    endpoint: '/api/v1/wallet/{customer_id}',
  },
  {
    name: 'Payouts',
    description: 'Send money to M-Pesa, bank accounts and cards.',
    method: 'POST',
    endpoint: '/api/v1/payouts',
  },
];
