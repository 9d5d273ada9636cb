import type { ApiDocId } from './ids';
import { apiDocIds } from './ids';
import { payoutsDoc } from './payouts';
import { stkPushDoc } from './stk-push';
import { stkQueryDoc } from './stk-query';
import { subscriptionsDoc } from './subscriptions';
import type { ApiDocEntry } from './types';
import { walletBalanceDoc } from './wallet-balance';

/**
 * The documented API: every endpoint, each with its own reference page. The developers
 * landing, the home page, the API pages and their markdown twins, llms.txt, the sandbox and
 * /openapi.json all read this one list.
 */
export type { ApiDocEntry, ResponseExample, WebhookEvent } from './types';

export const apiDocs: Record<ApiDocId, ApiDocEntry> = {
  'mpesa-stk-push': stkPushDoc,
  'mpesa-stk-query': stkQueryDoc,
  'mpesa-paybill': subscriptionsDoc,
  'wallet-balance': walletBalanceDoc,
  payouts: payoutsDoc,
};

/** Every documented endpoint, in the order the site lists them. */
export const apiEndpoints: ApiDocEntry[] = apiDocIds.map((id) => apiDocs[id]);
