import { formatKes } from '../kes';
import { airtimeLimits } from '../validation/payment-constants';

/**
 * What a form says under a field it cannot send: every message of the shared schemas
 * (lib/validation), which build themselves from an object of this shape, in the page's
 * language. The server answers with the same words as the form it checks.
 */
export const validationMessages = {
  text: {
    /** A template: {max} is the field's length limit. */
    tooLong: 'Use at most {max} characters',
    singleLineControl: 'Remove line breaks and invisible control characters from this field',
    multiLineControl: 'Remove invisible control characters from this text',
  },
  email: {
    required: 'Enter your email address',
    invalid: 'Enter a valid email address',
  },
  // The subject's message, with its typo fixed ('intrest' → 'interest').
  contact: {
    fullname: 'Enter fullname',
    company: 'Enter company name',
    phone: 'Enter phone number',
    phoneInvalid: 'Enter a valid phone number: a Kenyan one such as 0712 345 678, or any other with its country code, such as +1 415 555 2671',
    subject: 'Enter your interest',
    message: 'Enter project details',
  },
  notify: {
    country: 'Choose a country that is coming soon',
  },
  mpesaPhone: {
    required: 'Enter your M-Pesa phone number',
    invalid: 'Enter a valid Kenyan mobile number, e.g. 0712 345 678',
  },
  airtime: {
    recipient: 'Enter the recipient phone number',
    amount: 'Enter the amount',
    wholeShillings: 'Enter whole shillings',
    minimum: `The minimum amount is ${formatKes(airtimeLimits.min)}`,
    maximum: `The maximum amount is ${formatKes(airtimeLimits.max)}`,
  },
  demo: {
    receiptEmail: 'Enter your email address for the receipt',
    cardNumber: 'Enter the card number',
    cardNumberInvalid: 'Enter a valid card number',
    expiry: 'Enter the expiry date',
    expiryFormat: 'Enter the expiry date as MM/YY',
    expired: 'This card has expired',
    cvv: 'Enter the CVV',
    cvvDigits: 'Enter the 3 or 4 digits on the back of the card',
    subscriptionName: 'Enter a subscription name',
    frequency: 'Choose how often to charge',
  },
};

/** The messages of one language (English above, Kiswahili in sw/validation.ts). */
export type ValidationMessages = typeof validationMessages;
