import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { ruleFields } from '@/lib/api-docs/rules';
import { stkPushRequest } from '@/lib/api-docs/schemas';
import { stkCallbackSchema } from '@/lib/mpesa-sandbox/callback';
import { resultDescriptions } from '@/lib/mpesa-sandbox/result-codes';
import { sandboxIdPattern } from '@/lib/mpesa-sandbox/sandbox-ids';
import { timestampToleranceSeconds } from '@/lib/mpesa-sandbox/webhook-signature';
import { z } from '@/lib/zod';

/** A sandbox callback body is a few hundred bytes; nothing larger is one. */
const maxCallbackBodyBytes = 4 * 1024;

const fallbackReference = stkPushRequest.sandboxDefaults.reference;

/**
 * The payment's fields as only the sandbox can make them: its own ids, and the reference and
 * amount the STK push request's rules let through (or the reference it fills in when left out).
 * Free text here would let the route sign and send whatever a caller chose.
 */
const sandboxPaymentSchema = z.object({
  checkout_request_id: z.string().regex(sandboxIdPattern('checkoutRequestId')),
  transaction_id: z.string().regex(sandboxIdPattern('transactionId')),
  reference: fallbackReference === undefined ? ruleFields.reference : z.union([ruleFields.reference, z.literal(fallbackReference)]),
  amount: ruleFields.amount,
  mpesa_receipt_number: z.string().regex(sandboxIdPattern('receipt')).optional(),
});

/**
 * Whether `body` is a sandbox callback exactly as the page shows and signs it: compact JSON of
 * the callback schema, with no other field, the sandbox's own ids and formats, and M-Pesa's own
 * description of its result code. The server signs and sends only such bodies, so the route
 * can never carry other content.
 */
function isSandboxCallbackBody(body: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  if (JSON.stringify(value) !== body) return false;
  const parsed = stkCallbackSchema.safeParse(value);
  // The parsed value drops unknown fields: equal to the input only when it had none.
  if (!parsed.success || !isDeepStrictEqual(parsed.data, value)) return false;
  if (!sandboxPaymentSchema.safeParse(parsed.data.data).success) return false;
  return parsed.data.data.result_description === resultDescriptions[parsed.data.data.result_code];
}

function isRecent(unixSeconds: number): boolean {
  return Math.abs(Date.now() / 1000 - unixSeconds) <= timestampToleranceSeconds;
}

function hasNoCredentials(value: string): boolean {
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return url.username === '' && url.password === '';
}

/**
 * A callback as the page shows it (id, Unix timestamp, body), which the server signs again:
 * also what the page publishes to a developer's `kilele-sandbox listen`.
 */
export const shownCallbackSchema = z.object({
  // Sent as a header: the sandbox's own message ids only, never free text or a line break.
  id: z.string().regex(sandboxIdPattern('webhookId'), 'must be a webhook id'),
  timestamp: z.number().int().refine(isRecent, `must be within ${timestampToleranceSeconds} seconds of now`),
  body: z
    .string()
    .max(maxCallbackBodyBytes, 'is larger than any sandbox callback')
    .refine(isSandboxCallbackBody, 'must be a sandbox callback body, exactly as shown'),
});

/** What the page posts: where to deliver, and the callback it shows (id, Unix timestamp, body). */
export const deliveryRequestSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter an absolute https URL' })
    .max(2048, 'Enter a URL of at most 2048 characters')
    .refine(hasNoCredentials, 'Leave user names and passwords out of the URL'),
  callback: shownCallbackSchema,
});
