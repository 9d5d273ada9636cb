import { z } from '@/lib/zod';
import { callbackBody, callbackJson } from '../mpesa-sandbox/callback';
import type { StkCallback } from '../mpesa-sandbox/callback';
import { resultCodes, successCode } from '../mpesa-sandbox/result-codes';
import type { ResultCode } from '../mpesa-sandbox/result-codes';
import { testNumberFor } from '../mpesa-sandbox/test-numbers';
import { signCallback } from '../mpesa-sandbox/webhook-signature';
import type { SignedCallback } from '../mpesa-sandbox/webhook-signature';
import { stkPushDoc } from './stk-push';

/**
 * One example callback per result code, for the pages, /openapi.json and the markdown twins:
 * the payment the STK push reference's own example answer names, sent to the test number
 * that gives the code, so an example reads like what the sandbox sends for that number.
 */

/** The receipt an example success carries (ten capitals and digits, as M-Pesa writes them). */
export const exampleReceipt = 'TKA4X7B2QZ';

/** The payment the STK push reference's 200 answer describes, with the fields a callback repeats. */
const examplePayment = z
  .object({ transaction_id: z.string(), checkout_request_id: z.string(), amount: z.number(), reference: z.string(), timestamp: z.iso.datetime() })
  .parse(stkPushDoc.responses.find((response) => response.status === 200)?.body);

/** When the example payment ends: a few seconds after the request, as a customer's answer would. */
const answeredAfterMs = 12_000;

export function exampleCallback(code: ResultCode): StkCallback {
  const { transaction_id, checkout_request_id, amount, reference, timestamp } = examplePayment;
  const at = new Date(Date.parse(timestamp) + answeredAfterMs);
  return callbackBody({ checkout_request_id, transaction_id, reference, amount, phone: testNumberFor(code) }, code, { receipt: exampleReceipt, at });
}

/** Every code's example, in the order of the codes. */
export const exampleCallbacks: readonly { code: ResultCode; body: StkCallback }[] = resultCodes.map((code) => ({ code, body: exampleCallback(code) }));

/** The success example as delivered, signed with the sandbox secret at the moment it was sent. */
export function exampleSignedCallback(): SignedCallback {
  const body = exampleCallback(successCode);
  return signCallback({ id: 'msg_2b7Yk3QzN8cVx5Lr1Hf0Wd', timestamp: Math.floor(Date.parse(body.timestamp) / 1000), body: callbackJson(body) });
}

/** Where the examples are POSTed: a merchant's callback URL as a developer would write it. */
export const exampleCallbackUrl = 'https://shop.example.com/mpesa/callback';
