import type { z } from 'zod';
import { ruleErrorBody } from './errors';
import type { ApiDocId } from './ids';
import { parseJson } from './json-syntax';
import { requestErrors } from './rules';
import type { RuleId } from './rules';
import { stkPushRequest, subscriptionRequest } from './schemas';
import type { ErrorResponse, StkPushResponse, SubscriptionResponse } from './schemas';

/**
 * The API sandbox (SPEC §4 "Sandbox test"): answers a request body as the API would, entirely
 * in the browser, with no network call. A valid body gets the simulated success; JSON that
 * does not parse, or a body that breaks a documented rule, gets the documented 400.
 */
export type SandboxResult =
  | { status: 200; body: StkPushResponse | SubscriptionResponse }
  | { status: 400; body: ErrorResponse };

export interface SandboxEnvironment {
  now: () => Date;
  /** `length` random characters from A-Z and 0-9. */
  randomId: (length: number) => string;
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const browserEnvironment: SandboxEnvironment = {
  now: () => new Date(),
  randomId: (length) =>
    Array.from(crypto.getRandomValues(new Uint32Array(length)), (value) => idAlphabet.charAt(value % idAlphabet.length)).join(''),
};

/** SPEC §4: fields left out take these values (amount 1000, the sample phone, TEST_REF). */
export const sandboxDefaults = {
  'mpesa-stk-push': { phone: stkPushRequest.sample.phone, amount: 1000, reference: 'TEST_REF' },
  'mpesa-paybill': { mobile_number: subscriptionRequest.sample.mobile_number, amount: 1000, frequency: '1M' },
} as const;

export const sandboxMessages = {
  stkPush: 'STK push initiated successfully',
  subscription: 'Subscription created successfully',
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function simulateStkPush(body: Record<string, unknown>, env: SandboxEnvironment): SandboxResult {
  const parsed = stkPushRequest.schema.partial().safeParse(body);
  if (!parsed.success) return invalidBody(parsed.error, stkPushRequest.fieldRules);
  const defaults = sandboxDefaults['mpesa-stk-push'];
  const { phone = defaults.phone, amount = defaults.amount, reference = defaults.reference } = parsed.data;
  return {
    status: 200,
    body: {
      success: true,
      message: sandboxMessages.stkPush,
      transaction_id: `SANDBOX_${env.randomId(12)}`,
      checkout_request_id: `ws_CO_SANDBOX_${env.randomId(16)}`,
      status: 'pending',
      amount,
      phone,
      reference,
      timestamp: env.now().toISOString(),
    },
  };
}

function simulateSubscription(body: Record<string, unknown>, env: SandboxEnvironment): SandboxResult {
  const parsed = subscriptionRequest.schema.partial().safeParse(body);
  if (!parsed.success) return invalidBody(parsed.error, subscriptionRequest.fieldRules);
  const defaults = sandboxDefaults['mpesa-paybill'];
  const { mobile_number = defaults.mobile_number, amount = defaults.amount, frequency = defaults.frequency } = parsed.data;
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
      next_billing_date: parsed.data.start_date ?? env.now().toISOString().slice(0, 10),
    },
  };
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
  return apiId === 'mpesa-stk-push' ? simulateStkPush(parsed.value, env) : simulateSubscription(parsed.value, env);
}

export const sandboxStatusText = { 200: 'OK', 400: 'Bad Request' } as const;
