import { sandboxPaymentsStorageKey } from '@/lib/mpesa-sandbox/payment-store';
import { defineApiDoc } from './define';
import { errorStatuses } from './error-statuses';
import { errorExamples, notFoundErrors } from './errors';
import { stkQueryExample, stkQueryRequest, stkQueryResponseSchema } from './schemas';

/** The STK push status query: the result of a payment, asked for instead of waited for. */
export const stkQueryDoc = defineApiDoc(
  {
    docId: 'mpesa-stk-query',
    operationId: 'getStkPushStatus',
    name: 'M-Pesa STK Push Status',
    description: 'Ask for the result of an STK push when its callback has not come.',
    detailedDescription:
      'Read where an STK push stands: pending while the customer has not answered, then completed with the M-Pesa receipt, or failed with M-Pesa’s result code.',
    method: 'GET',
    endpoint: '/api/v1/mpesa/stkpush/{checkout_request_id}',
    category: 'Payments',
    status: 'Live',
    authentication: 'Bearer token',
    rateLimitPerMinute: 300,
    overview: [
      'The result of an STK push reaches you as a signed callback to your callback URL. When it has not come (your server was down, a network dropped it, or the customer has not answered yet), ask this endpoint with the checkout_request_id the STK push answered with.',
      'The answer says pending until the customer answers the prompt or the prompt expires. Once the payment is final it says completed or failed, with M-Pesa’s result code and description, and on a success the M-Pesa receipt number. Poll it sparingly, every few seconds at most, and stop once it is final.',
      `In the sandbox, it answers for the payments made in the STK push sandbox in the same browser tab: they are kept in the tab’s session storage under the key ${sandboxPaymentsStorageKey}, and forgotten when the tab closes. The example id of this reference answers with its example; any other id gets the documented 404.`,
    ],
    features: [
      'The same result code and description as the callback',
      'The M-Pesa receipt number on a completed payment',
      'Read-only: asking again never charges the customer twice',
      'A sandbox that answers for the payments you made on the STK push page',
    ],
    useCases: ['A callback that never came', 'A checkout page waiting for the customer', 'Reconciling payments left pending', 'Support looking up a payment'],
    request: stkQueryRequest,
    responseSchema: stkQueryResponseSchema,
    schemaNames: { request: 'StkPushStatusRequest', response: 'StkPushStatusResponse' },
    sdkMethod: { python: 'stk_push_status', node: 'stkPushStatus' },
    responses: [
      {
        status: 200,
        meaning: 'The payment’s status: final here, a success with its receipt',
        body: stkQueryExample,
      },
      ...errorExamples('checkoutRequestId', 'checkout_request_id', 300),
      { status: 404, meaning: errorStatuses[404], body: notFoundErrors.checkoutRequestId },
    ],
  },
  ['status', 'result_code'],
);
