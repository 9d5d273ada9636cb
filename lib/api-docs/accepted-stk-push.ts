import type { CallbackPayment } from '@/lib/mpesa-sandbox/callback';
import type { SandboxResult } from './sandbox';
import { stkPushRequest, stkPushResponseSchema } from './schemas';

export interface AcceptedStkPush {
  payment: CallbackPayment;
  /** Where the callbacks go: the request's callback_url, or the sandbox's default. */
  callbackUrl: string;
}

function requestedCallbackUrl(bodyText: string): string | undefined {
  try {
    const parsed = stkPushRequest.schema.partial().safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data.callback_url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payment an STK push sandbox answer accepted, and the URL its callbacks go to; null when
 * the answer is not an accepted STK push (an error, another endpoint's answer).
 */
export function acceptedStkPush(result: SandboxResult, bodyText: string): AcceptedStkPush | null {
  if (result.status !== 200) return null;
  const parsed = stkPushResponseSchema.safeParse(result.body);
  if (!parsed.success) return null;
  const { checkout_request_id, transaction_id, reference, amount, phone } = parsed.data;
  const callbackUrl = requestedCallbackUrl(bodyText) ?? stkPushRequest.sandboxDefaults.callback_url ?? '';
  return { payment: { checkout_request_id, transaction_id, reference, amount, phone }, callbackUrl };
}
