import { defineApiDoc } from './define';
import { errorExamples } from './errors';
import { amountRangeText } from './rules';
import { stkPushRequest, stkPushResponseSchema } from './schemas';
import { stkQueryDoc } from './stk-query';

/** The STK push API: a payment prompt on the customer's phone. */
export const stkPushDoc = defineApiDoc(
  {
    docId: 'mpesa-stk-push',
    operationId: 'createStkPush',
    name: 'M-Pesa STK Push',
    description: "Initiate a payment from a customer's phone: they approve it with their M-Pesa PIN.",
    detailedDescription: "Send an M-Pesa payment prompt straight to your customer's phone. They confirm with their PIN and you hear the result in real time.",
    method: 'POST',
    endpoint: '/api/v1/mpesa/stkpush',
    category: 'Payments',
    status: 'Live',
    authentication: 'Bearer token',
    rateLimitPerMinute: 100,
    overview: [
      'STK push (M-Pesa Express) is the quickest way to get paid by M-Pesa: you send the amount and the customer’s number, and their phone shows a prompt with your business name and reference. They enter their M-Pesa PIN and the payment is done, with no Paybill number or account to type.',
      'The API answers at once with a checkout request id and the status pending. When the customer approves, declines or does not answer, the final result arrives as a signed callback at your callback_url, usually within seconds.',
      `If the callback has not come, ask for the result with the status query: ${stkQueryDoc.method} ${stkQueryDoc.endpoint}, with the checkout request id.`,
    ],
    features: [
      'A payment prompt on the customer’s phone: no Paybill number or account to type',
      'The result as a signed callback to your callback_url when the customer approves, declines or does not answer',
      'Your own reference on every payment, shown on the prompt',
      `Amounts from ${amountRangeText} per request`,
      'A free sandbox that moves no money',
    ],
    useCases: ['Checkout on websites and mobile apps', 'Invoice and bill payments', 'Point-of-sale and delivery collections', 'Event tickets and bookings'],
    request: stkPushRequest,
    responseSchema: stkPushResponseSchema,
    schemaNames: { request: 'StkPushRequest', response: 'StkPushResponse' },
    sdkMethod: { python: 'stk_push', node: 'stkPush' },
    responses: [
      {
        status: 200,
        meaning: 'STK push sent: the payment is pending until the customer approves it',
        body: {
          success: true,
          message: 'STK push initiated successfully',
          transaction_id: 'TXN8F2K4Q7Z1M3',
          checkout_request_id: 'ws_CO_15012026103000123456',
          status: 'pending',
          amount: stkPushRequest.sample.amount,
          phone: stkPushRequest.sample.phone,
          reference: stkPushRequest.sample.reference,
          timestamp: '2026-01-15T10:30:00Z',
        },
      },
      ...errorExamples('phone', 'phone', 100),
    ],
  },
  ['checkout_request_id', 'status'],
);
