import { z } from '@/lib/zod';
import { resultCodes, resultDescriptions } from '@/lib/mpesa-sandbox/result-codes';
import { apiLimits, ruleFields } from './rules';
import type { RuleId } from './rules';

/**
 * Request and response bodies of the documented API. Each request field carries
 * its documented rule (./rules), a description and an example in its zod metadata: the
 * parameters table, the sandbox and /openapi.json read them from here.
 */

export interface RequestDefinition<Shape extends z.ZodRawShape> {
  /** Where the fields travel: a JSON body (POST) or the URL's path (GET). */
  location: 'body' | 'path';
  schema: z.ZodObject<Shape, z.core.$strict>;
  /** The documented rule each field is checked against: names the 400 error it gets. */
  fieldRules: Record<keyof Shape & string, RuleId>;
  /** The body the code samples send and the sandbox starts from. */
  sample: z.input<z.ZodObject<Shape, z.core.$strict>>;
  /** What the sandbox uses for a field left out (amount 1000, the sample phone, TEST_REF). */
  sandboxDefaults: Partial<z.output<z.ZodObject<Shape, z.core.$strict>>>;
  /** Fields that the value of another field makes required: /openapi.json and the sandbox read it. */
  requiredWhen?: RequiredWhen<keyof Shape & string>;
}

/** `requires[value]`: the fields a body must carry when its `field` holds that value. */
export interface RequiredWhen<Field extends string = string> {
  field: Field;
  requires: Record<string, readonly Field[]>;
}

/** The first field a body's value of `requiredWhen.field` makes required and the body leaves out, or null. */
export function missingRequiredField<Field extends string>(requiredWhen: RequiredWhen<Field> | undefined, body: Partial<Record<Field, unknown>>): Field | null {
  if (!requiredWhen) return null;
  const value = body[requiredWhen.field];
  const fields = typeof value === 'string' ? (requiredWhen.requires[value] ?? []) : [];
  return fields.find((name) => body[name] === undefined) ?? null;
}

/** The customer number every sample sends. */
const samplePhone = '254712345678';

/** What the sandbox fills in for an amount or a reference left out, in every request that has one. */
const sandboxFallback = { amount: 1000, reference: 'TEST_REF' } as const;

const stkPushSample = {
  phone: samplePhone,
  amount: 1000,
  reference: 'ORDER123',
  description: 'Payment for order 123',
  callback_url: 'https://example.com/mpesa/callback',
};

const stkPushShape = {
  phone: ruleFields.phone.meta({
    description: "The customer's M-Pesa number in international format, without the plus sign.",
    examples: [stkPushSample.phone],
  }),
  amount: ruleFields.amount.meta({
    description: 'The amount to collect, in whole Kenyan shillings (KES).',
    examples: [stkPushSample.amount],
  }),
  reference: ruleFields.reference.meta({
    description: 'Your reference for the payment, such as an order or invoice number. The customer sees it on the prompt.',
    examples: [stkPushSample.reference],
  }),
  description: ruleFields.description.optional().meta({
    description: 'What the payment is for, kept with the transaction.',
    examples: [stkPushSample.description],
  }),
  callback_url: ruleFields.callbackUrl.optional().meta({
    description:
      'Where to POST the signed callback with the payment’s result, once the customer has answered. Your account’s default callback URL when left out.',
    examples: [stkPushSample.callback_url],
  }),
};

export const stkPushRequest: RequestDefinition<typeof stkPushShape> = {
  location: 'body',
  schema: z.strictObject(stkPushShape),
  fieldRules: { phone: 'phone', amount: 'amount', reference: 'reference', description: 'description', callback_url: 'callbackUrl' },
  sample: stkPushSample,
  sandboxDefaults: {
    phone: samplePhone,
    amount: sandboxFallback.amount,
    reference: sandboxFallback.reference,
    callback_url: stkPushSample.callback_url,
  },
};

/** The checkout request id of the STK push response example: the status query's sample asks about it. */
export const sampleCheckoutRequestId = 'ws_CO_15012026103000123456';

const stkQuerySample = { checkout_request_id: sampleCheckoutRequestId };

const stkQueryShape = {
  checkout_request_id: ruleFields.checkoutRequestId.meta({
    description: 'The checkout_request_id the STK push request answered with.',
    examples: [stkQuerySample.checkout_request_id],
  }),
};

export const stkQueryRequest: RequestDefinition<typeof stkQueryShape> = {
  location: 'path',
  schema: z.strictObject(stkQueryShape),
  fieldRules: { checkout_request_id: 'checkoutRequestId' },
  sample: stkQuerySample,
  sandboxDefaults: { checkout_request_id: stkQuerySample.checkout_request_id },
};

const subscriptionSample = {
  mobile_number: samplePhone,
  amount: 1500,
  frequency: '1M' as const,
  description: 'Premium plan',
  start_date: '2026-01-01',
};

const subscriptionShape = {
  mobile_number: ruleFields.phone.meta({
    description: "The subscriber's M-Pesa number in international format, without the plus sign.",
    examples: [subscriptionSample.mobile_number],
  }),
  amount: ruleFields.amount.meta({
    description: 'The amount collected on each billing date, in whole Kenyan shillings (KES).',
    examples: [subscriptionSample.amount],
  }),
  frequency: ruleFields.frequency.meta({
    description: 'How often to collect: 1D daily, 1W weekly or 1M monthly.',
    examples: [subscriptionSample.frequency],
  }),
  description: ruleFields.description.optional().meta({
    description: 'The plan or service the subscription pays for.',
    examples: [subscriptionSample.description],
  }),
  start_date: ruleFields.startDate.optional().meta({
    description: 'The first billing date. Today when left out.',
    examples: [subscriptionSample.start_date],
  }),
};

export const subscriptionRequest: RequestDefinition<typeof subscriptionShape> = {
  location: 'body',
  schema: z.strictObject(subscriptionShape),
  fieldRules: {
    mobile_number: 'phone',
    amount: 'amount',
    frequency: 'frequency',
    description: 'description',
    start_date: 'startDate',
  },
  sample: subscriptionSample,
  sandboxDefaults: { mobile_number: samplePhone, amount: sandboxFallback.amount, frequency: '1M' },
};

const walletSample = { customer_id: 'CUS12345' };

const walletShape = {
  customer_id: ruleFields.customerId.meta({
    description: 'Your id for the customer whose wallet to read, as you gave it when you created the wallet.',
    examples: [walletSample.customer_id],
  }),
};

export const walletRequest: RequestDefinition<typeof walletShape> = {
  location: 'path',
  schema: z.strictObject(walletShape),
  fieldRules: { customer_id: 'customerId' },
  sample: walletSample,
  sandboxDefaults: { customer_id: walletSample.customer_id },
};

const payoutSample = {
  channel: 'mpesa' as const,
  phone: samplePhone,
  amount: 2500,
  reference: 'PAYOUT123',
  description: 'Supplier payment for March',
};

const payoutShape = {
  channel: ruleFields.channel.meta({
    description: 'Where the money goes: mpesa (to an M-Pesa number) or bank (to a Kenyan bank account).',
    examples: [payoutSample.channel],
  }),
  phone: ruleFields.phone.optional().meta({
    description: "The recipient's M-Pesa number in international format. Required when the channel is mpesa.",
    examples: [payoutSample.phone],
  }),
  account_number: ruleFields.bankAccount.optional().meta({
    description: "The recipient's bank account number. Required when the channel is bank.",
    examples: ['0123456789'],
  }),
  bank_code: ruleFields.bankCode.optional().meta({
    description: "The recipient bank's code, such as 01 for KCB. Required when the channel is bank.",
    examples: ['01'],
  }),
  amount: ruleFields.amount.meta({
    description: 'The amount to send, in whole Kenyan shillings (KES).',
    examples: [payoutSample.amount],
  }),
  reference: ruleFields.reference.meta({
    description: 'Your reference for the payout, shown on the recipient’s statement.',
    examples: [payoutSample.reference],
  }),
  description: ruleFields.description.optional().meta({
    description: 'What the payout is for, kept with the transaction.',
    examples: [payoutSample.description],
  }),
};

export const payoutRequest: RequestDefinition<typeof payoutShape> = {
  location: 'body',
  schema: z.strictObject(payoutShape),
  fieldRules: {
    channel: 'channel',
    phone: 'phone',
    account_number: 'bankAccount',
    bank_code: 'bankCode',
    amount: 'amount',
    reference: 'reference',
    description: 'description',
  },
  sample: payoutSample,
  sandboxDefaults: { channel: 'mpesa', phone: samplePhone, amount: sandboxFallback.amount, reference: sandboxFallback.reference },
  // The recipient the channel needs: the descriptions say it, the schema's if/then requires it.
  requiredWhen: { field: 'channel', requires: { mpesa: ['phone'], bank: ['account_number', 'bank_code'] } },
};

export const stkPushResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction_id: z.string().meta({ description: 'Our id for the transaction.' }),
  checkout_request_id: z.string().meta({ description: 'The id of the prompt sent to the phone; callbacks quote it.' }),
  status: z.literal('pending').meta({ description: 'Pending until the customer approves or declines on their phone.' }),
  amount: z.number().int(),
  phone: z.string(),
  reference: z.string(),
  timestamp: z.iso.datetime(),
});
export type StkPushResponse = z.infer<typeof stkPushResponseSchema>;

export const stkPaymentStatuses = ['pending', 'completed', 'failed'] as const;

export const stkQueryResponseSchema = z.object({
  success: z.literal(true),
  checkout_request_id: z.string(),
  status: z.enum(stkPaymentStatuses).meta({ description: 'pending until the customer answers; then completed or failed, as the callback says.' }),
  result_code: z.literal(resultCodes).optional().meta({ description: 'M-Pesa’s result code, once the payment is final: 0 for a success.' }),
  result_description: z.string().optional().meta({ description: 'M-Pesa’s own description of the result, once the payment is final.' }),
  mpesa_receipt_number: z
    .string()
    .regex(/^[A-Z0-9]{10}$/)
    .optional()
    .meta({ description: 'The M-Pesa receipt, on a completed payment only.' }),
});
export type StkQueryResponse = z.infer<typeof stkQueryResponseSchema>;

/** The status query's answer for its sample id: the reference's example, a completed payment. */
export const stkQueryExample: StkQueryResponse = {
  success: true,
  checkout_request_id: sampleCheckoutRequestId,
  status: 'completed',
  result_code: 0,
  result_description: resultDescriptions[0],
  mpesa_receipt_number: 'QKL1A2B3C4',
};

export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription_id: z.string(),
  status: z.literal('active'),
  customer_name: z.string().meta({ description: 'The name M-Pesa holds for the subscriber.' }),
  mobile_number: z.string(),
  amount: z.number().int(),
  frequency: z.enum(apiLimits.frequencies),
  next_billing_date: z.iso.date(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const walletTransactionSchema = z.object({
  transaction_id: z.string(),
  type: z.enum(['credit', 'debit']).meta({ description: 'credit: money in; debit: money out.' }),
  amount: z.number().int(),
  reference: z.string(),
  timestamp: z.iso.datetime(),
});

export const walletResponseSchema = z.object({
  success: z.literal(true),
  customer_id: z.string(),
  currency: z.literal('KES'),
  balance: z.object({
    available: z.number().int().meta({ description: 'What can be spent or paid out now, in KES.' }),
    pending: z.number().int().meta({ description: 'Money on its way in that cannot be spent yet, in KES.' }),
  }),
  transactions: z.array(walletTransactionSchema).meta({ description: 'The latest transactions, newest first.' }),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const payoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payout_id: z.string(),
  status: z.literal('processing').meta({ description: 'Processing until the money reaches the recipient; the result arrives on your webhook.' }),
  channel: z.enum(apiLimits.payoutChannels),
  amount: z.number().int(),
  reference: z.string(),
  timestamp: z.iso.datetime(),
});
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

/** The body of any documented success. */
export type SuccessResponse = StkPushResponse | StkQueryResponse | SubscriptionResponse | WalletResponse | PayoutResponse;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error_code: z.string(),
  details: z.string().optional(),
  field: z.string().optional().meta({ description: 'The request field that broke a rule (400 only).' }),
  retry_after: z.number().int().optional().meta({ description: 'Seconds to wait before the next request (429 only).' }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The events a subscription sends to your webhook URL. */
export const webhookEventNames = ['subscription.payment.success', 'subscription.payment.failed', 'subscription.cancelled'] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

// The payload every webhook event carries: one envelope, as these docs define it.
export const webhookPayloadSchema = z.object({
  event: z.enum(webhookEventNames),
  subscription_id: z.string(),
  mobile_number: z.string(),
  amount: z.number().int().optional(),
  timestamp: z.iso.datetime(),
});
