import type { ValidationMessages } from '@/lib/content/validation';
import { z } from '@/lib/zod';
import { emailAddress, requiredText } from './fields';
import { subscriptionNameMaxLength } from './lengths';
import { demoFrequencies } from './payment-constants';
import { kenyanPhone } from './phone';
import { plainText } from './plain-text';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The payment demo's schemas, speaking `messages`' language. `payment` is the body of
 * POST /api/demo/payment (the browser sends only the phone). The forms' schemas give each form
 * its messages under the fields; nothing but the Express phone leaves the browser. The email
 * is required only when the receipt box is ticked, so each form is a union on that box,
 * reporting every bad field at once.
 */
export function demoSchemasFor(messages: ValidationMessages) {
  const { demo, text } = messages;
  const phone = () => kenyanPhone(messages.mpesaPhone, text);
  const receiptEmail = emailAddress(messages, demo.receiptEmail);

  function withReceipt<Shape extends z.ZodRawShape>(shape: Shape) {
    return z.discriminatedUnion('wantsReceipt', [
      z.object({ ...shape, wantsReceipt: z.literal(false), email: z.string().optional() }),
      z.object({ ...shape, wantsReceipt: z.literal(true), email: receiptEmail }),
    ]);
  }

  /** A card number as typed (spaces or dashes between groups), 12 to 19 digits passing the Luhn check. */
  const cardNumber = plainText(demo.cardNumber, text)
    .min(1, demo.cardNumber)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), demo.cardNumberInvalid);

  /** MM/YY (or MM/YYYY), a real month, and not before the current month. */
  const expiry = plainText(demo.expiry, text)
    .min(1, demo.expiry)
    .superRefine((value, context) => {
      const [, monthText = '', yearText = ''] = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value) ?? [];
      const month = Number(monthText);
      if (!yearText || month < 1 || month > 12) {
        context.addIssue({ code: 'custom', message: demo.expiryFormat });
        return;
      }
      const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
      const now = new Date();
      if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
        context.addIssue({ code: 'custom', message: demo.expired });
      }
    });

  const cvv = plainText(demo.cvv, text)
    .min(1, demo.cvv)
    .regex(/^\d{3,4}$/, demo.cvvDigits);

  return {
    payment: z.object({ phone: phone() }),
    expressForm: withReceipt({ phone: phone() }),
    subscriptionForm: withReceipt({
      phone: phone(),
      subscriptionName: requiredText(demo.subscriptionName, subscriptionNameMaxLength, text),
      frequency: z.enum(demoFrequencies, { error: demo.frequency }),
    }),
    cardForm: withReceipt({ cardNumber, expiry, cvv }),
  };
}
