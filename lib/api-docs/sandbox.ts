import type { z } from 'zod';
import { browserPaymentStorage, findPayment } from '@/lib/mpesa-sandbox/payment-store';
import type { PaymentStorage } from '@/lib/mpesa-sandbox/payment-store';
import { idAlphabet, sandboxId } from '@/lib/mpesa-sandbox/sandbox-ids';
import { notFoundErrors, ruleErrorBody } from './errors';
import type { ApiDocId } from './ids';
import { parseJson } from './json-syntax';
import { requestErrors } from './rules';
import type { RuleId } from './rules';
import {
  missingRequiredField,
  payoutRequest,
  sampleCheckoutRequestId,
  stkPushRequest,
  stkQueryExample,
  stkQueryRequest,
  subscriptionRequest,
  walletRequest,
} from './schemas';
import type { ErrorResponse, RequestDefinition, SuccessResponse } from './schemas';

/**
 * The API sandbox: answers a request as the API would, entirely in the browser, with no
 * network call. A valid request gets the simulated success; JSON that does not parse, or a
 * request that breaks a documented rule, gets the documented 400. The editor holds the JSON
 * body, or for a GET the path parameters as a JSON object.
 */
export type SandboxResult = { status: 200; body: SuccessResponse } | { status: 400 | 404; body: ErrorResponse };

export interface SandboxEnvironment {
  now: () => Date;
  /** `length` random characters from A-Z and 0-9. */
  randomId: (length: number) => string;
  /** Where the STK push payments of this tab are kept for the status query: the tab's session storage unless given. */
  payments?: PaymentStorage;
}

export const browserEnvironment: SandboxEnvironment = {
  now: () => new Date(),
  randomId: (length) => Array.from(crypto.getRandomValues(new Uint32Array(length)), (value) => idAlphabet.charAt(value % idAlphabet.length)).join(''),
};

export const sandboxMessages = {
  stkPush: 'STK push initiated successfully',
  subscription: 'Subscription created successfully',
  payout: 'Payout initiated successfully',
  customerName: 'Sandbox Customer',
} as const;

function badRequest(body: ErrorResponse): SandboxResult {
  return { status: 400, body };
}

/** The 400 for the first problem zod found: a broken rule names its field. */
function invalidBody(error: z.ZodError, fieldRules: Record<string, RuleId>): SandboxResult {
  const issue = error.issues[0];
  const field = issue?.path[0];
  const rule = typeof field === 'string' ? fieldRules[field] : undefined;
  if (typeof field === 'string' && rule) return badRequest(ruleErrorBody(rule, field));
  const details =
    issue?.code === 'unrecognized_keys'
      ? `Unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}. Fields: ${Object.keys(fieldRules).join(', ')}`
      : (issue?.message ?? 'The request body does not match the documented fields');
  return badRequest({ success: false, ...requestErrors.invalidRequest, details });
}

/** Checks a body against a request's rules, fields left out taking the sandbox's values. */
function withDefaults<Shape extends z.ZodRawShape>(request: RequestDefinition<Shape>, body: Record<string, unknown>) {
  const parsed = request.schema.partial().safeParse(body);
  if (!parsed.success) return { ok: false as const, result: invalidBody(parsed.error, request.fieldRules) };
  return { ok: true as const, data: { ...request.sandboxDefaults, ...parsed.data } };
}

type Simulate = (body: Record<string, unknown>, env: SandboxEnvironment) => SandboxResult;

const simulators: Record<ApiDocId, Simulate> = {
  'mpesa-stk-push': (body, env) => {
    const checked = withDefaults(stkPushRequest, body);
    if (!checked.ok) return checked.result;
    const { phone = '', amount = 0, reference = '' } = checked.data;
    return {
      status: 200,
      body: {
        success: true,
        message: sandboxMessages.stkPush,
        transaction_id: sandboxId('transactionId', env.randomId),
        checkout_request_id: sandboxId('checkoutRequestId', env.randomId),
        status: 'pending',
        amount,
        phone,
        reference,
        timestamp: env.now().toISOString(),
      },
    };
  },
  'mpesa-stk-query': (body, env) => {
    const checked = withDefaults(stkQueryRequest, body);
    if (!checked.ok) return checked.result;
    const id = checked.data.checkout_request_id ?? '';
    // The reference's own example id answers with the reference's example, as the other sandboxes answer their samples.
    if (id === sampleCheckoutRequestId) return { status: 200, body: stkQueryExample };
    const storage = env.payments ?? browserPaymentStorage();
    const payment = storage ? findPayment(storage, id) : undefined;
    if (!payment) return { status: 404, body: notFoundErrors.checkoutRequestId };
    return { status: 200, body: { success: true, ...payment } };
  },
  'mpesa-paybill': (body, env) => {
    const checked = withDefaults(subscriptionRequest, body);
    if (!checked.ok) return checked.result;
    const { mobile_number = '', amount = 0, frequency = '1M', start_date } = checked.data;
    return {
      status: 200,
      body: {
        success: true,
        message: sandboxMessages.subscription,
        subscription_id: `SUB_SANDBOX_${env.randomId(12)}`,
        status: 'active',
        customer_name: sandboxMessages.customerName,
        mobile_number,
        amount,
        frequency,
        // The first collection is on the start date, today when none is given.
        next_billing_date: start_date ?? env.now().toISOString().slice(0, 10),
      },
    };
  },
  'wallet-balance': (body, env) => {
    const checked = withDefaults(walletRequest, body);
    if (!checked.ok) return checked.result;
    // A sandbox wallet holds the sandbox's opening credit and nothing else.
    const opening = 10_000;
    return {
      status: 200,
      body: {
        success: true,
        customer_id: checked.data.customer_id ?? '',
        currency: 'KES',
        balance: { available: opening, pending: 0 },
        transactions: [
          { transaction_id: `SANDBOX_${env.randomId(12)}`, type: 'credit', amount: opening, reference: 'SANDBOX', timestamp: env.now().toISOString() },
        ],
      },
    };
  },
  payouts: (body, env) => {
    const checked = withDefaults(payoutRequest, body);
    if (!checked.ok) return checked.result;
    // Defaults fill a phone in: a bank payout must name its account and bank itself.
    const data = checked.data.channel === 'bank' ? { ...checked.data, phone: undefined } : checked.data;
    const missing = missingRequiredField(payoutRequest.requiredWhen, data);
    if (missing) return badRequest(ruleErrorBody(payoutRequest.fieldRules[missing], missing));
    const { channel = 'mpesa', amount = 0, reference = '' } = checked.data;
    return {
      status: 200,
      body: {
        success: true,
        message: sandboxMessages.payout,
        payout_id: `PAY_SANDBOX_${env.randomId(12)}`,
        status: 'processing',
        channel,
        amount,
        reference,
        timestamp: env.now().toISOString(),
      },
    };
  },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function simulateSandboxCall(apiId: ApiDocId, bodyText: string, env: SandboxEnvironment = browserEnvironment): SandboxResult {
  const parsed = parseJson(bodyText);
  if (!parsed.ok) {
    const { message, line, column } = parsed.error;
    return badRequest({ success: false, ...requestErrors.invalidJson, details: `${message} (line ${line}, column ${column})` });
  }
  if (!isPlainObject(parsed.value)) {
    return badRequest({ success: false, ...requestErrors.invalidRequest, details: 'The request body must be a JSON object' });
  }
  return simulators[apiId](parsed.value, env);
}

export const sandboxStatusText = { 200: 'OK', 400: 'Bad Request', 404: 'Not Found' } as const;
