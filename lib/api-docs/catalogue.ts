import type { ApiDocId } from './ids';
import { stkPushDoc } from './stk-push';
import { subscriptionsDoc } from './subscriptions';
import type { ApiDocEntry, ApiEndpoint } from './types';

/**
 * The documented API (SPEC §3 "API doc entry", §7): every endpoint, and for the two with a
 * page of their own, everything that page shows. The developers landing, the home page's
 * listing, the API pages, the sandbox and /openapi.json all read this one list.
 */
export type { ApiDocEntry, ApiEndpoint, ResponseExample, WebhookEvent } from './types';

const wallet: ApiEndpoint = {
  operationId: 'getWallet',
  name: 'Wallet',
  description: 'Read customer wallet balances and transactions.',
  method: 'GET',
  endpoint: '/api/v1/wallet/{customer_id}',
  category: 'Wallets',
  status: 'Live',
  pathParameters: [{ name: 'customer_id', description: 'The customer whose wallet to read.', example: 'CUS12345' }],
};

const payouts: ApiEndpoint = {
  operationId: 'createPayout',
  name: 'Payouts',
  description: 'Send money to M-Pesa, bank accounts and cards.',
  method: 'POST',
  endpoint: '/api/v1/payouts',
  category: 'Payouts',
  status: 'Live',
};

export const apiDocs: Record<ApiDocId, ApiDocEntry> = {
  'mpesa-stk-push': stkPushDoc,
  'mpesa-paybill': subscriptionsDoc,
};

/** Every documented endpoint, in the order the developers page lists them. */
export const apiEndpoints: ApiEndpoint[] = [stkPushDoc, subscriptionsDoc, wallet, payouts];
