import type { z } from 'zod';
import { stkPushCodeExamples, subscriptionCodeExamples } from './code-examples';
import type { CodeExample } from './code-examples';
import { errorStatuses, rateLimitBody, ruleErrorBody, unauthorizedBody } from './errors';
import type { ApiDocId } from './ids';
import { stkPushRequest, subscriptionRequest } from './schemas';
import type {
  ErrorResponse,
  RequestDefinition,
  StkPushResponse,
  SubscriptionResponse,
  WebhookEventName,
} from './schemas';

/**
 * The documented API (SPEC §3 "API doc entry", §7): every endpoint, and for the two with a
 * page of their own, everything that page shows. The developers landing, the home page's
 * listing, the API pages, the sandbox and /openapi.json all read this one list.
 */
export interface ApiEndpoint {
  operationId: string;
  name: string;
  description: string;
  method: 'GET' | 'POST';
  endpoint: string;
  category: string;
  status: 'Live';
  /** Requests per minute per API key, where documented (SPEC §9). */
  rateLimitPerMinute?: number;
  /** The id of its page, for the endpoints that have one. */
  docId?: ApiDocId;
  /** Path parameters, e.g. the wallet's customer_id. */
  pathParameters?: { name: string; description: string; example: string }[];
}

export interface ResponseExample {
  status: 200 | keyof typeof errorStatuses;
  meaning: string;
  body: StkPushResponse | SubscriptionResponse | ErrorResponse;
}

export interface WebhookEvent {
  name: WebhookEventName;
  description: string;
}

export interface ApiDocEntry extends ApiEndpoint {
  docId: ApiDocId;
  rateLimitPerMinute: number;
  detailedDescription: string;
  overview: string[];
  authentication: string;
  features: string[];
  useCases: string[];
  request: RequestDefinition<z.ZodRawShape>;
  responses: ResponseExample[];
  codeExamples: CodeExample[];
  webhookEvents?: WebhookEvent[];
}

function errorExamples(field: string, rateLimitPerMinute: number): ResponseExample[] {
  return [
    { status: 400, meaning: errorStatuses[400], body: ruleErrorBody('phone', field) },
    { status: 401, meaning: errorStatuses[401], body: unauthorizedBody },
    { status: 429, meaning: errorStatuses[429], body: rateLimitBody(rateLimitPerMinute) },
  ];
}

const stkPush: ApiDocEntry = {
  docId: 'mpesa-stk-push',
  operationId: 'createStkPush',
  name: 'M-Pesa STK Push',
  description: "Initiate a payment from a customer's phone: they approve it with their M-Pesa PIN.",
  detailedDescription:
    "Send an M-Pesa payment prompt straight to your customer's phone. They confirm with their PIN and you hear the result in real time.",
  method: 'POST',
  endpoint: '/api/v1/mpesa/stkpush',
  category: 'Payments',
  status: 'Live',
  authentication: 'Bearer token',
  rateLimitPerMinute: 100,
  overview: [
    'STK push (M-Pesa Express) is the quickest way to get paid by M-Pesa: you send the amount and the customer’s number, and their phone shows a prompt with your business name and reference. They enter their M-Pesa PIN and the payment is done, with no Paybill number or account to type.',
    'The API answers at once with a checkout request id and the status pending. When the customer approves or declines, the final result arrives on your webhook, usually within seconds.',
  ],
  features: [
    'A payment prompt on the customer’s phone: no Paybill number or account to type',
    'Real-time result on your webhook when the customer approves or declines',
    'Your own reference on every payment, shown on the prompt',
    'Amounts from KES 1 to KES 70,000 per request',
    'A free sandbox that moves no money',
  ],
  useCases: [
    'Checkout on websites and mobile apps',
    'Invoice and bill payments',
    'Point-of-sale and delivery collections',
    'Event tickets and bookings',
  ],
  request: stkPushRequest,
  responses: [
    {
      status: 200,
      meaning: 'STK push sent: the payment is pending until the customer approves it',
      body: {
        success: true,
        message: 'STK push initiated successfully',
        transaction_id: 'TXN8F2K4Q7Z1M3',
        checkout_request_id: 'ws_CO_15012026103000123456',
        status: 'pending',
        amount: stkPushRequest.sample.amount,
        phone: stkPushRequest.sample.phone,
        reference: stkPushRequest.sample.reference,
        timestamp: '2026-01-15T10:30:00Z',
      },
    },
    ...errorExamples('phone', 100),
  ],
  codeExamples: stkPushCodeExamples,
};

// SPEC §2: the page mpesa-paybill documents the subscriptions API.
const subscriptions: ApiDocEntry = {
  docId: 'mpesa-paybill',
  operationId: 'createSubscription',
  name: 'M-Pesa Subscriptions',
  description: 'Create and automate recurring M-Pesa collections, daily, weekly or monthly.',
  detailedDescription:
    'Bill customers on a schedule with M-Pesa: create a subscription once and Kilele Pay collects every day, week or month, with webhooks for each payment.',
  method: 'POST',
  endpoint: '/api/v1/subscriptions/create',
  category: 'Recurring payments',
  status: 'Live',
  authentication: 'Bearer token',
  rateLimitPerMinute: 200,
  overview: [
    'Subscriptions turn a single M-Pesa approval into recurring collections. Create a subscription with the customer’s number, the amount and a frequency, and Kilele Pay prompts the customer on every billing date.',
    'Each collection, successful or not, is reported to your webhook, so your system always knows who has paid. A new subscription starts active.',
  ],
  features: [
    'Daily (1D), weekly (1W) or monthly (1M) billing',
    'Automatic M-Pesa prompts on every billing date',
    'Webhooks for each payment, failure and cancellation',
    'A chosen start date, or today',
    'Amounts from KES 1 to KES 70,000 per collection',
  ],
  useCases: [
    'Memberships and gyms',
    'Software and media subscriptions',
    'School fees and savings plans',
    'Rent and utility instalments',
  ],
  request: subscriptionRequest,
  responses: [
    {
      status: 200,
      meaning: 'Subscription created and active',
      body: {
        success: true,
        message: 'Subscription created successfully',
        subscription_id: 'SUB7H3K9P2Q5W8',
        status: 'active',
        customer_name: 'Jane Wanjiku',
        mobile_number: subscriptionRequest.sample.mobile_number,
        amount: subscriptionRequest.sample.amount,
        frequency: subscriptionRequest.sample.frequency,
        next_billing_date: '2026-01-01',
      },
    },
    ...errorExamples('mobile_number', 200),
  ],
  codeExamples: subscriptionCodeExamples,
  webhookEvents: [
    { name: 'subscription.payment.success', description: 'A scheduled collection was paid.' },
    { name: 'subscription.payment.failed', description: 'A scheduled collection failed: declined, not answered or short of funds.' },
    { name: 'subscription.cancelled', description: 'The subscription was cancelled, by you or by the customer.' },
  ],
};

const wallet: ApiEndpoint = {
  operationId: 'getWallet',
  name: 'Wallet',
  description: 'Read customer wallet balances and transactions.',
  method: 'GET',
  endpoint: '/api/v1/wallet/{customer_id}',
  category: 'Wallets',
  status: 'Live',
  pathParameters: [{ name: 'customer_id', description: 'The customer whose wallet to read.', example: 'CUS12345' }],
};

const payouts: ApiEndpoint = {
  operationId: 'createPayout',
  name: 'Payouts',
  description: 'Send money to M-Pesa, bank accounts and cards.',
  method: 'POST',
  endpoint: '/api/v1/payouts',
  category: 'Payouts',
  status: 'Live',
};

export const apiDocs: Record<ApiDocId, ApiDocEntry> = {
  'mpesa-stk-push': stkPush,
  'mpesa-paybill': subscriptions,
};

/** Every documented endpoint, in the order the developers page lists them. */
export const apiEndpoints: ApiEndpoint[] = [stkPush, subscriptions, wallet, payouts];
