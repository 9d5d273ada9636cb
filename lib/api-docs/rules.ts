import { formatKes } from '@/lib/kes';
import { z } from '@/lib/zod';

/**
 * The documented rules of the API's request fields, each with the 400 body the API answers
 * when the rule is broken. The zod field, the parameters table's
 * "Validation" column, the sandbox's answer and /openapi.json all come from here.
 */
export const apiLimits = {
  amount: { min: 1, max: 70_000 },
  referenceMaxLength: 20,
  descriptionMaxLength: 100,
  frequencies: ['1D', '1W', '1M'],
  customerIdMaxLength: 40,
  payoutChannels: ['mpesa', 'bank'],
  callbackUrlMaxLength: 500,
  checkoutRequestIdMaxLength: 64,
} as const;

/** The amounts a request may carry, as the docs' feature lists write them: "KES 1 to KES 70,000". */
export const amountRangeText = `${formatKes(apiLimits.amount.min)} to ${formatKes(apiLimits.amount.max)}`;

export interface RuleError {
  error_code: string;
  message: string;
  /** Also the parameters table's "Validation" text and the zod message. */
  details: string;
}

export const apiRules = {
  phone: {
    error_code: 'INVALID_PHONE',
    message: 'Invalid phone number format',
    details: 'Phone number must start with 254 and be 12 digits long',
  },
  amount: {
    error_code: 'INVALID_AMOUNT',
    message: 'Invalid amount',
    details: `Amount must be a whole number of KES from ${apiLimits.amount.min} to ${apiLimits.amount.max}`,
  },
  reference: {
    error_code: 'INVALID_REFERENCE',
    message: 'Invalid reference',
    details: `Reference must be 1 to ${apiLimits.referenceMaxLength} letters or digits, with no spaces or symbols`,
  },
  description: {
    error_code: 'INVALID_DESCRIPTION',
    message: 'Invalid description',
    details: `Description must be at most ${apiLimits.descriptionMaxLength} characters`,
  },
  frequency: {
    error_code: 'INVALID_FREQUENCY',
    message: 'Invalid frequency',
    details: `Frequency must be ${apiLimits.frequencies.slice(0, -1).join(', ')} or ${apiLimits.frequencies.at(-1)} (daily, weekly or monthly)`,
  },
  startDate: {
    error_code: 'INVALID_START_DATE',
    message: 'Invalid start date',
    details: 'Start date must be a calendar date written YYYY-MM-DD',
  },
  customerId: {
    error_code: 'INVALID_CUSTOMER_ID',
    message: 'Invalid customer id',
    details: `Customer id must be 1 to ${apiLimits.customerIdMaxLength} letters, digits, hyphens or underscores`,
  },
  channel: {
    error_code: 'INVALID_CHANNEL',
    message: 'Invalid payout channel',
    details: `Channel must be ${apiLimits.payoutChannels.join(' or ')}`,
  },
  bankAccount: {
    error_code: 'INVALID_ACCOUNT',
    message: 'Invalid bank account',
    details: 'Account number must be 6 to 20 digits, and is required when the channel is bank',
  },
  bankCode: {
    error_code: 'INVALID_BANK_CODE',
    message: 'Invalid bank code',
    details: 'Bank code must be the 2 or 3 digits of a Kenyan bank, and is required when the channel is bank',
  },
  callbackUrl: {
    error_code: 'INVALID_CALLBACK_URL',
    message: 'Invalid callback URL',
    details: `Callback URL must be an https URL of at most ${apiLimits.callbackUrlMaxLength} characters`,
  },
  checkoutRequestId: {
    error_code: 'INVALID_CHECKOUT_REQUEST_ID',
    message: 'Invalid checkout request id',
    details: `Checkout request id must be 1 to ${apiLimits.checkoutRequestIdMaxLength} letters, digits or underscores`,
  },
} as const satisfies Record<string, RuleError>;

export type RuleId = keyof typeof apiRules;

/** Bodies that are not a JSON object, or carry a field the API does not know. */
export const requestErrors = {
  invalidJson: { error_code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
  invalidRequest: { error_code: 'INVALID_REQUEST', message: 'Invalid request body' },
} as const;

const { phone, amount, reference, description, frequency, startDate, customerId, channel, bankAccount, bankCode, callbackUrl, checkoutRequestId } = apiRules;

/** The zod field that carries each rule; the message of every failure is the rule's details. */
export const ruleFields = {
  phone: z.string({ error: phone.details }).regex(/^254\d{9}$/, phone.details),
  amount: z.number({ error: amount.details }).int(amount.details).min(apiLimits.amount.min, amount.details).max(apiLimits.amount.max, amount.details),
  reference: z
    .string({ error: reference.details })
    .min(1, reference.details)
    .max(apiLimits.referenceMaxLength, reference.details)
    .regex(/^[A-Za-z0-9]+$/, reference.details),
  description: z.string({ error: description.details }).max(apiLimits.descriptionMaxLength, description.details),
  frequency: z.enum(apiLimits.frequencies, { error: frequency.details }),
  startDate: z.iso.date({ error: startDate.details }),
  customerId: z.string({ error: customerId.details }).regex(new RegExp(`^[A-Za-z0-9_-]{1,${apiLimits.customerIdMaxLength}}$`), customerId.details),
  channel: z.enum(apiLimits.payoutChannels, { error: channel.details }),
  bankAccount: z.string({ error: bankAccount.details }).regex(/^\d{6,20}$/, bankAccount.details),
  bankCode: z.string({ error: bankCode.details }).regex(/^\d{2,3}$/, bankCode.details),
  // Callbacks carry payment data: only https, and to a domain name, not a bare IP address.
  callbackUrl: z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: callbackUrl.details })
    .max(apiLimits.callbackUrlMaxLength, callbackUrl.details)
    .regex(/^https:\/\//, callbackUrl.details),
  checkoutRequestId: z
    .string({ error: checkoutRequestId.details })
    .regex(new RegExp(`^[A-Za-z0-9_]{1,${apiLimits.checkoutRequestIdMaxLength}}$`), checkoutRequestId.details),
} satisfies Record<RuleId, z.ZodType>;
