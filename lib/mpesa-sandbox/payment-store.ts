import { z } from '@/lib/zod';
import { resultCodes } from './result-codes';

/**
 * The payments made in the STK push sandbox, kept in the browser tab's session storage so the
 * status query's sandbox (on its own page) can answer for them. Only this tab sees them, and
 * they are gone when it closes; nothing leaves the browser.
 */
export const sandboxPaymentsStorageKey = 'kilele-pay:sandbox:stk-payments';

/** How many payments the tab remembers: the oldest are forgotten first. */
const rememberedPayments = 20;

export const sandboxPaymentSchema = z.object({
  checkout_request_id: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  result_code: z.literal(resultCodes).optional(),
  result_description: z.string().optional(),
  mpesa_receipt_number: z.string().optional(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

const storedSchema = z.array(sandboxPaymentSchema);

/** The part of the Storage API the store uses: sessionStorage in the browser, a map in tests. */
export type PaymentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the tab remembers; anything unreadable (another version's data, a hand edit) counts as nothing. */
export function storedPayments(storage: PaymentStorage): SandboxPayment[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(sandboxPaymentsStorageKey) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function findPayment(storage: PaymentStorage, checkoutRequestId: string): SandboxPayment | undefined {
  return storedPayments(storage).find((payment) => payment.checkout_request_id === checkoutRequestId);
}

/** Records a payment, or its new status: the newest is kept first. A full or refused storage is ignored. */
export function savePayment(storage: PaymentStorage, payment: SandboxPayment): void {
  const others = storedPayments(storage).filter((stored) => stored.checkout_request_id !== payment.checkout_request_id);
  try {
    storage.setItem(sandboxPaymentsStorageKey, JSON.stringify([payment, ...others].slice(0, rememberedPayments)));
  } catch {
    // Private browsing or a full quota: the status query then answers 404, as for any unknown id.
  }
}

/** The tab's session storage, or none (on the server, or when the browser refuses it). */
export function browserPaymentStorage(): PaymentStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
