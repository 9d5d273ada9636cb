import { z } from '@/lib/zod';
import { emailAddress, requiredText } from './fields';
import { subscriptionNameMaxLength } from './lengths';
import { demoFrequencies, mpesaPhoneMessages } from './payment-constants';
import { kenyanPhone } from './phone';
import { plainText } from './plain-text';

/** M-Pesa Express demo: POST /api/demo/payment. The browser sends only the phone. */
export const demoPaymentSchema = z.object({
  phone: kenyanPhone(mpesaPhoneMessages),
});

/*
 * The payment demo's forms. Nothing but the Express phone leaves the
 * browser; the schemas give each form its messages under the fields. The email is required only
 * when the receipt box is ticked, so each form is a union on that box, reporting every bad field
 * at once.
 */
const receiptEmail = emailAddress('Enter your email address for the receipt');

function withReceipt<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.discriminatedUnion('wantsReceipt', [
    z.object({ ...shape, wantsReceipt: z.literal(false), email: z.string().optional() }),
    z.object({ ...shape, wantsReceipt: z.literal(true), email: receiptEmail }),
  ]);
}

/** A card number as typed (spaces or dashes between groups), 12 to 19 digits passing the Luhn check. */
const cardNumber = plainText('Enter the card number')
  .min(1, 'Enter the card number')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), 'Enter a valid card number');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY), a real month, and not before the current month. */
const cardExpiry = plainText('Enter the expiry date')
  .min(1, 'Enter the expiry date')
  .superRefine((value, context) => {
    const [, monthText = '', yearText = ''] = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value) ?? [];
    const month = Number(monthText);
    if (!yearText || month < 1 || month > 12) {
      context.addIssue({ code: 'custom', message: 'Enter the expiry date as MM/YY' });
      return;
    }
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    const now = new Date();
    if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
      context.addIssue({ code: 'custom', message: 'This card has expired' });
    }
  });

const cardCvv = plainText('Enter the CVV')
  .min(1, 'Enter the CVV')
  .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card');

export const demoExpressFormSchema = withReceipt({ phone: kenyanPhone(mpesaPhoneMessages) });

export const demoSubscriptionFormSchema = withReceipt({
  phone: kenyanPhone(mpesaPhoneMessages),
  subscriptionName: requiredText('Enter a subscription name', subscriptionNameMaxLength),
  frequency: z.enum(demoFrequencies, { error: 'Choose how often to charge' }),
});

export const demoCardFormSchema = withReceipt({ cardNumber, expiry: cardExpiry, cvv: cardCvv });
