// The airtime purchase's schemas: the form as typed, and the body POST /api/airtime takes.
import { z } from '@/lib/zod';
import { formatKes } from '@/lib/kes';
import { airtimeLimits, mpesaPhoneMessages } from './payment-constants';
import { kenyanPhone } from './phone';
import { controlCharacterMessages, hasForbiddenCharacters } from './plain-text';

const amountMessages = {
  required: 'Enter the amount',
  whole: 'Enter whole shillings',
  min: `The minimum amount is ${formatKes(airtimeLimits.min)}`,
  max: `The maximum amount is ${formatKes(airtimeLimits.max)}`,
};

/** An amount typed in a form (a string) or sent as JSON (a number), as whole shillings. */
export const airtimeAmount = z
  .union([z.number(), z.string()], { error: amountMessages.required })
  .transform((value, context) => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (typeof value === 'string' && hasForbiddenCharacters(value)) return fail(controlCharacterMessages.singleLine);
    const text = typeof value === 'string' ? value.trim() : '';
    if (typeof value === 'string' && text === '') return fail(amountMessages.required);
    const amount = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(amount)) return fail(amountMessages.required);
    if (!Number.isInteger(amount)) return fail(amountMessages.whole);
    return amount;
  })
  .pipe(z.number().min(airtimeLimits.min, amountMessages.min).max(airtimeLimits.max, amountMessages.max));

const recipientMessages = { required: 'Enter the recipient phone number', invalid: mpesaPhoneMessages.invalid };

/** POST /api/airtime: recipient = payer unless buying for another number. */
export const airtimeRequestSchema = z.object({
  phoneNumber: kenyanPhone(mpesaPhoneMessages),
  recipientPhone: kenyanPhone(recipientMessages),
  amount: airtimeAmount,
});
export type AirtimeRequest = z.output<typeof airtimeRequestSchema>;

/**
 * The airtime form as typed. The recipient field is checked only when buying for another
 * number; otherwise the payer tops up their own line. Outputs the request body.
 */
export const airtimeFormSchema = z
  .discriminatedUnion('forAnotherNumber', [
    z.object({
      forAnotherNumber: z.literal(false),
      payingPhone: kenyanPhone(mpesaPhoneMessages),
      recipientPhone: z.string().optional(),
      amount: airtimeAmount,
    }),
    z.object({
      forAnotherNumber: z.literal(true),
      payingPhone: kenyanPhone(mpesaPhoneMessages),
      recipientPhone: kenyanPhone(recipientMessages),
      amount: airtimeAmount,
    }),
  ])
  .transform((form): AirtimeRequest => ({
    phoneNumber: form.payingPhone,
    recipientPhone: form.forAnotherNumber ? form.recipientPhone : form.payingPhone,
    amount: form.amount,
  }));
