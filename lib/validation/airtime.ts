// The airtime purchase's schemas: the form as typed, and the body POST /api/airtime takes.
import type { ValidationMessages } from '@/lib/content/validation';
import { z } from '@/lib/zod';
import { airtimeLimits } from './payment-constants';
import { kenyanPhone } from './phone';
import { hasForbiddenCharacters } from './plain-text';

/** An amount typed in a form (a string) or sent as JSON (a number), as whole shillings. */
function airtimeAmount({ airtime, text: textMessages }: ValidationMessages) {
  return z
    .union([z.number(), z.string()], { error: airtime.amount })
    .transform((value, context) => {
      const fail = (message: string) => {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (typeof value === 'string' && hasForbiddenCharacters(value)) return fail(textMessages.singleLineControl);
      const text = typeof value === 'string' ? value.trim() : '';
      if (typeof value === 'string' && text === '') return fail(airtime.amount);
      const amount = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(amount)) return fail(airtime.amount);
      if (!Number.isInteger(amount)) return fail(airtime.wholeShillings);
      return amount;
    })
    .pipe(z.number().min(airtimeLimits.min, airtime.minimum).max(airtimeLimits.max, airtime.maximum));
}

/** The schemas of the airtime purchase, speaking `messages`' language. */
export function airtimeSchemasFor(messages: ValidationMessages) {
  const payer = () => kenyanPhone(messages.mpesaPhone, messages.text);
  const recipient = () => kenyanPhone({ required: messages.airtime.recipient, invalid: messages.mpesaPhone.invalid }, messages.text);
  const amount = airtimeAmount(messages);

  /** POST /api/airtime: recipient = payer unless buying for another number. */
  const request = z.object({ phoneNumber: payer(), recipientPhone: recipient(), amount });

  /**
   * The airtime form as typed. The recipient field is checked only when buying for another
   * number; otherwise the payer tops up their own line. Outputs the request body.
   */
  const form = z
    .discriminatedUnion('forAnotherNumber', [
      z.object({ forAnotherNumber: z.literal(false), payingPhone: payer(), recipientPhone: z.string().optional(), amount }),
      z.object({ forAnotherNumber: z.literal(true), payingPhone: payer(), recipientPhone: recipient(), amount }),
    ])
    .transform((typed): AirtimeRequest => ({
      phoneNumber: typed.payingPhone,
      recipientPhone: typed.forAnotherNumber ? typed.recipientPhone : typed.payingPhone,
      amount: typed.amount,
    }));

  return { request, form };
}

export interface AirtimeRequest {
  /** The payer's M-Pesa number, 254… digits. */
  phoneNumber: string;
  /** The line topped up, 254… digits (the payer's own unless buying for another number). */
  recipientPhone: string;
  /** Whole shillings. */
  amount: number;
}
