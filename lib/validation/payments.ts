import { z } from 'zod';
import { kenyanPhone } from './phone';

const mobileMessages = {
  required: 'Enter your M-Pesa phone number',
  invalid: 'Enter a valid Safaricom number, e.g. 0712 345 678',
};

/** SPEC §9: the demo charges a fixed KES 5, set by the server, never by the browser. */
export const demoAmountKes = 5;

/** M-Pesa Express demo: POST /api/demo/payment. The browser sends only the phone. */
export const demoPaymentSchema = z.object({
  phone: kenyanPhone(mobileMessages),
});
export type DemoPaymentInput = z.input<typeof demoPaymentSchema>;

/** SPEC §5: airtime from KES 10, in whole shillings; M-Pesa caps an airtime purchase at 10,000. */
export const airtimeLimits = { min: 10, max: 10_000 } as const;

const amountMessages = {
  required: 'Enter the amount',
  whole: 'Enter whole shillings',
  min: `The minimum amount is KES ${airtimeLimits.min}`,
  max: `The maximum amount is KES ${airtimeLimits.max.toLocaleString('en-KE')}`,
};

/** An amount typed in a form (a string) or sent as JSON (a number), as whole shillings. */
export const airtimeAmount = z
  .union([z.number(), z.string().trim().min(1, amountMessages.required)], { error: amountMessages.required })
  .transform((value, context) => {
    const amount = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(amount)) {
      context.addIssue({ code: 'custom', message: amountMessages.required });
      return z.NEVER;
    }
    if (!Number.isInteger(amount)) {
      context.addIssue({ code: 'custom', message: amountMessages.whole });
      return z.NEVER;
    }
    return amount;
  })
  .pipe(z.number().min(airtimeLimits.min, amountMessages.min).max(airtimeLimits.max, amountMessages.max));

const recipientMessages = { required: 'Enter the recipient phone number', invalid: mobileMessages.invalid };

/** POST /api/airtime (SPEC §7 call 3): recipient = payer unless buying for another number. */
export const airtimeRequestSchema = z.object({
  phoneNumber: kenyanPhone(mobileMessages),
  recipientPhone: kenyanPhone(recipientMessages),
  amount: airtimeAmount,
});
export type AirtimeRequestInput = z.input<typeof airtimeRequestSchema>;
export type AirtimeRequest = z.output<typeof airtimeRequestSchema>;

/**
 * The airtime form as typed. The recipient field is checked only when buying for another
 * number; otherwise the payer tops up their own line. Outputs the request body.
 */
export const airtimeFormSchema = z
  .discriminatedUnion('forAnotherNumber', [
    z.object({
      forAnotherNumber: z.literal(false),
      payingPhone: kenyanPhone(mobileMessages),
      recipientPhone: z.string().optional(),
      amount: airtimeAmount,
    }),
    z.object({
      forAnotherNumber: z.literal(true),
      payingPhone: kenyanPhone(mobileMessages),
      recipientPhone: kenyanPhone(recipientMessages),
      amount: airtimeAmount,
    }),
  ])
  .transform(
    (form): AirtimeRequest => ({
      phoneNumber: form.payingPhone,
      recipientPhone: form.forAnotherNumber ? form.recipientPhone : form.payingPhone,
      amount: form.amount,
    }),
  );
export type AirtimeForm = z.input<typeof airtimeFormSchema>;
