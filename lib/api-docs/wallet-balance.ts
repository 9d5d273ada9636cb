import { defineApiDoc } from './define';
import { errorExamples } from './errors';
import { walletRequest, walletResponseSchema } from './schemas';

/** The wallet API: a customer's balance and latest transactions. */
export const walletBalanceDoc = defineApiDoc(
  {
    docId: 'wallet-balance',
    operationId: 'getWallet',
    name: 'Wallet Balance',
    description: 'Read customer wallet balances and transactions.',
    detailedDescription:
      'Read the balance of a customer’s Kilele Pay wallet, what can be spent now and what is still on its way, with the latest transactions.',
    method: 'GET',
    endpoint: '/api/v1/wallet/{customer_id}',
    category: 'Wallets',
    status: 'Live',
    authentication: 'Bearer token',
    rateLimitPerMinute: 300,
    overview: [
      'Every customer you create gets a wallet in Kenyan shillings. Collections credit it and payouts debit it. This endpoint tells you where it stands: the available balance, which can be spent or paid out now, and the pending balance, which is money on its way in.',
      'The answer also lists the latest transactions, newest first, so you can show a statement in your app without keeping your own ledger in step.',
    ],
    features: [
      'Available and pending balances in KES',
      'The latest transactions, newest first',
      'Your own customer ids in the URL',
      'Read-only: safe to call as often as your rate limit allows',
    ],
    useCases: ['Showing a balance in a mobile app', 'Checking funds before a payout', 'Customer statements and support', 'Daily reconciliation checks'],
    request: walletRequest,
    responseSchema: walletResponseSchema,
    schemaNames: { request: 'WalletRequest', response: 'WalletResponse' },
    sdkMethod: { python: 'wallet.get', node: 'wallet.get' },
    responses: [
      {
        status: 200,
        meaning: 'The wallet’s balances and latest transactions',
        body: {
          success: true,
          customer_id: walletRequest.sample.customer_id,
          currency: 'KES',
          balance: { available: 12500, pending: 1500 },
          transactions: [
            { transaction_id: 'TXN8F2K4Q7Z1M3', type: 'credit', amount: 1500, reference: 'ORDER123', timestamp: '2026-01-15T10:30:00Z' },
            { transaction_id: 'TXN2D9L5R8C4B7', type: 'debit', amount: 2500, reference: 'PAYOUT123', timestamp: '2026-01-14T16:05:00Z' },
          ],
        },
      },
      ...errorExamples('customerId', 'customer_id', 300),
    ],
  },
  ['balance'],
);
