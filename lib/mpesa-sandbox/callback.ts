import { z } from '@/lib/zod';
import { failureCodes, resultDescriptions, successCode } from './result-codes';
import type { ResultCode } from './result-codes';

/**
 * The body of an STK push's callback: the payment's final result, POSTed to the merchant's
 * callback URL once the customer has answered the prompt (or could not be reached). The
 * envelope is Standard Webhooks' (`type`, `timestamp`, `data`); a success carries the M-Pesa
 * receipt number, a failure its result code and M-Pesa's description.
 */
export const callbackEventTypes = { succeeded: 'mpesa.stk_push.succeeded', failed: 'mpesa.stk_push.failed' } as const;

const payment = {
  checkout_request_id: z.string().meta({ description: 'The id the STK push request answered with: match the callback to your order with it.' }),
  transaction_id: z.string(),
  reference: z.string().meta({ description: 'Your reference, as sent in the request.' }),
  amount: z.number().int().meta({ description: 'The amount asked for, in KES.' }),
  phone: z.string().regex(/^254\d{9}$/),
  result_description: z.string().meta({ description: 'M-Pesa’s own description of the result.' }),
};

export const stkCallbackSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(callbackEventTypes.succeeded),
    timestamp: z.iso.datetime(),
    data: z.object({
      ...payment,
      status: z.literal('completed'),
      result_code: z.literal(successCode),
      mpesa_receipt_number: z
        .string()
        .regex(/^[A-Z0-9]{10}$/)
        .meta({ description: 'The M-Pesa receipt the customer also gets by SMS.' }),
      paid_at: z.iso.datetime(),
    }),
  }),
  z.object({
    type: z.literal(callbackEventTypes.failed),
    timestamp: z.iso.datetime(),
    data: z.object({
      ...payment,
      status: z.literal('failed'),
      result_code: z.literal(failureCodes).meta({ description: 'Why the payment failed: see the result codes.' }),
    }),
  }),
]);
export type StkCallback = z.infer<typeof stkCallbackSchema>;

/** The body as it is sent and signed: compact JSON, no trailing newline. */
export function callbackJson(body: StkCallback): string {
  return JSON.stringify(body);
}

/** The payment a callback reports on, as the STK push request's answer named it. */
export interface CallbackPayment {
  checkout_request_id: string;
  transaction_id: string;
  reference: string;
  amount: number;
  phone: string;
}

/** The callback body for a payment ended with `code`; `receipt` and `at` come from the caller's clock and random source. */
export function callbackBody(payment: CallbackPayment, code: ResultCode, { receipt, at }: { receipt: string; at: Date }): StkCallback {
  const timestamp = at.toISOString();
  const result_description = resultDescriptions[code];
  if (code === successCode) {
    return {
      type: callbackEventTypes.succeeded,
      timestamp,
      data: { ...payment, status: 'completed', result_code: code, result_description, mpesa_receipt_number: receipt, paid_at: timestamp },
    };
  }
  return { type: callbackEventTypes.failed, timestamp, data: { ...payment, status: 'failed', result_code: code, result_description } };
}
