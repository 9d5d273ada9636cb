import { defineApiDoc } from './define';
import { errorExamples } from './errors';
import { amountRangeText } from './rules';
import { payoutRequest, payoutResponseSchema } from './schemas';

/** The payouts API: money out to an M-Pesa number or a bank account. */
export const payoutsDoc = defineApiDoc(
  {
    docId: 'payouts',
    operationId: 'createPayout',
    name: 'Payouts',
    description: 'Send money to M-Pesa numbers and Kenyan bank accounts.',
    detailedDescription:
      'Pay suppliers, staff and customers from your Kilele Pay balance, to an M-Pesa number or a Kenyan bank account, with the result on your webhook.',
    method: 'POST',
    endpoint: '/api/v1/payouts',
    category: 'Payouts',
    status: 'Live',
    authentication: 'Bearer token',
    rateLimitPerMinute: 100,
    overview: [
      'A payout sends money from your Kilele Pay balance to one recipient. Choose the channel: mpesa sends to an M-Pesa number, bank to a Kenyan bank account, identified by its account number and the bank’s code.',
      'The API answers at once with a payout id and the status processing. The final result, paid or failed, arrives on your webhook; M-Pesa payouts usually complete within seconds, bank payouts within the banks’ clearing times.',
    ],
    features: [
      'M-Pesa and bank account payouts from one endpoint',
      'Your own reference on every payout',
      `Amounts from ${amountRangeText} per payout`,
      'Real-time result on your webhook',
    ],
    useCases: ['Supplier and vendor payments', 'Salaries and casual wages', 'Refunds to customers', 'Marketplace seller settlements'],
    request: payoutRequest,
    responseSchema: payoutResponseSchema,
    schemaNames: { request: 'PayoutRequest', response: 'PayoutResponse' },
    sdkMethod: { python: 'payouts.create', node: 'payouts.create' },
    responses: [
      {
        status: 200,
        meaning: 'Payout accepted: processing until the money reaches the recipient',
        body: {
          success: true,
          message: 'Payout initiated successfully',
          payout_id: 'PAY4K7M2Q9T5X1',
          status: 'processing',
          channel: payoutRequest.sample.channel,
          amount: payoutRequest.sample.amount,
          reference: payoutRequest.sample.reference,
          timestamp: '2026-01-15T10:30:00Z',
        },
      },
      ...errorExamples('phone', 'phone', 100),
    ],
  },
  ['payout_id', 'status'],
);
