import { defineApiDoc } from './define';
import { errorExamples } from './errors';
import { amountRangeText } from './rules';
import { subscriptionRequest, subscriptionResponseSchema } from './schemas';

/** The subscriptions API: recurring M-Pesa collections. Its page keeps its old address, mpesa-paybill. */
export const subscriptionsDoc = defineApiDoc(
  {
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
      `Amounts from ${amountRangeText} per collection`,
    ],
    useCases: ['Memberships and gyms', 'Software and media subscriptions', 'School fees and savings plans', 'Rent and utility instalments'],
    request: subscriptionRequest,
    responseSchema: subscriptionResponseSchema,
    schemaNames: { request: 'SubscriptionRequest', response: 'SubscriptionResponse' },
    sdkMethod: { python: 'subscriptions.create', node: 'subscriptions.create' },
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
      ...errorExamples('phone', 'mobile_number', 200),
    ],
    webhookEvents: [
      { name: 'subscription.payment.success', description: 'A scheduled collection was paid.' },
      { name: 'subscription.payment.failed', description: 'A scheduled collection failed: declined, not answered or short of funds.' },
      { name: 'subscription.cancelled', description: 'The subscription was cancelled, by you or by the customer.' },
    ],
  },
  ['subscription_id', 'next_billing_date'],
);
