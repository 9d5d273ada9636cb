import { memoryStorage } from '@/lib/mpesa-sandbox/memory-storage';
import { sandboxPaymentsStorageKey, savePayment } from '@/lib/mpesa-sandbox/payment-store';
import { resultDescriptions } from '@/lib/mpesa-sandbox/result-codes';
import { apiDocs } from './catalogue';
import { errorCatalogue, notFoundErrors } from './errors';
import { apiRules } from './rules';
import { simulateSandboxCall } from './sandbox';
import type { SandboxEnvironment } from './sandbox';
import {
  errorResponseSchema,
  payoutResponseSchema,
  stkPushResponseSchema,
  stkQueryResponseSchema,
  subscriptionResponseSchema,
  walletResponseSchema,
} from './schemas';

const env: SandboxEnvironment = {
  now: () => new Date('2026-03-04T05:06:07.000Z'),
  randomId: (length) => 'R'.repeat(length),
};

const stk = (body: unknown) => simulateSandboxCall('mpesa-stk-push', typeof body === 'string' ? body : JSON.stringify(body), env);
const subscribe = (body: unknown) => simulateSandboxCall('mpesa-paybill', JSON.stringify(body), env);
const sample = apiDocs['mpesa-stk-push'].request.sample;

describe('the STK push sandbox', () => {
  it('answers a valid body with a pending success echoing amount, phone and reference', () => {
    const result = stk({ phone: '254700000001', amount: 250, reference: 'INV42', description: 'Tea' });
    expect(result.status).toBe(200);
    expect(stkPushResponseSchema.parse(result.body)).toEqual({
      success: true,
      message: 'STK push initiated successfully',
      transaction_id: 'SANDBOX_RRRRRRRRRRRR',
      checkout_request_id: 'ws_CO_SANDBOX_RRRRRRRRRRRRRRRR',
      status: 'pending',
      amount: 250,
      phone: '254700000001',
      reference: 'INV42',
      timestamp: '2026-03-04T05:06:07.000Z',
    });
  });

  it('uses a fresh random transaction id on each call by default', () => {
    const first = simulateSandboxCall('mpesa-stk-push', JSON.stringify(sample));
    const second = simulateSandboxCall('mpesa-stk-push', JSON.stringify(sample));
    const ids = [first, second].map((result) => stkPushResponseSchema.parse(result.body).transaction_id);
    expect(ids[0]).toMatch(/^SANDBOX_[A-Z0-9]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('fills fields left out with the defaults: 1000, the sample phone, TEST_REF', () => {
    const body = stkPushResponseSchema.parse(stk({}).body);
    expect(body).toMatchObject({ amount: 1000, phone: sample.phone, reference: 'TEST_REF' });
    expect(apiDocs['mpesa-stk-push'].request.sandboxDefaults).toEqual({
      amount: 1000,
      phone: '254712345678',
      reference: 'TEST_REF',
      callback_url: 'https://example.com/mpesa/callback',
    });
  });

  it('answers JSON that does not parse with INVALID_JSON and the position', () => {
    const result = stk('{\n  "phone": "254712345678",\n  "amount": 1000,\n}');
    expect(result.status).toBe(400);
    expect(errorResponseSchema.parse(result.body)).toEqual({
      success: false,
      message: 'Request body is not valid JSON',
      error_code: 'INVALID_JSON',
      details: expect.stringMatching(/property name.*\(line 4, column 1\)$/),
    });
  });

  it.each([
    ['an array', '[]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('refuses %s as the body', (_case, text) => {
    expect(stk(text)).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: 'INVALID_REQUEST', details: 'The request body must be a JSON object' }),
    });
  });

  it('answers a bad phone with the documented INVALID_PHONE body naming the field', () => {
    expect(stk({ ...sample, phone: '0712345678' })).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Invalid phone number format',
        error_code: 'INVALID_PHONE',
        details: 'Phone number must start with 254 and be 12 digits long',
        field: 'phone',
      },
    });
  });

  it.each([
    ['amount 0', 'amount', { amount: 0 }, 'INVALID_AMOUNT'],
    ['amount 70001', 'amount', { amount: 70_001 }, 'INVALID_AMOUNT'],
    ['amount 1.5', 'amount', { amount: 1.5 }, 'INVALID_AMOUNT'],
    ['a 21-character reference', 'reference', { reference: 'a'.repeat(21) }, 'INVALID_REFERENCE'],
    ['a reference with a space', 'reference', { reference: 'ORDER 1' }, 'INVALID_REFERENCE'],
    ['a 101-character description', 'description', { description: 'd'.repeat(101) }, 'INVALID_DESCRIPTION'],
  ])('answers %s with the 400 naming %s (%s)', (_case, field, change, code) => {
    const result = stk({ ...sample, ...change });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, error_code: code, field, details: expect.any(String) });
  });

  it('accepts every rule at its limit', () => {
    expect(stk({ phone: '254799999999', amount: 70_000, reference: 'R'.repeat(20), description: 'd'.repeat(100) }).status).toBe(200);
    expect(stk({ ...sample, amount: 1 }).status).toBe(200);
  });

  it('names an unknown field, as text', () => {
    const result = stk({ ...sample, '<img src=x onerror=alert(1)>': 1 });
    expect(result).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: 'INVALID_REQUEST', details: expect.stringContaining('"<img src=x onerror=alert(1)>"') }),
    });
  });
});

describe('the STK push status query sandbox', () => {
  const id = 'ws_CO_SANDBOX_ABC123';
  const query = (body: unknown, payments = memoryStorage()) => simulateSandboxCall('mpesa-stk-query', JSON.stringify(body), { ...env, payments });

  it('answers a payment made in this tab: pending, then final with its code and receipt', () => {
    const payments = memoryStorage();
    savePayment(payments, { checkout_request_id: id, status: 'pending' });
    expect(query({ checkout_request_id: id }, payments)).toEqual({ status: 200, body: { success: true, checkout_request_id: id, status: 'pending' } });
    savePayment(payments, {
      checkout_request_id: id,
      status: 'completed',
      result_code: 0,
      result_description: resultDescriptions[0],
      mpesa_receipt_number: 'QKL1A2B3C4',
    });
    const result = query({ checkout_request_id: id }, payments);
    expect(result.status).toBe(200);
    expect(stkQueryResponseSchema.parse(result.body)).toEqual({
      success: true,
      checkout_request_id: id,
      status: 'completed',
      result_code: 0,
      result_description: resultDescriptions[0],
      mpesa_receipt_number: 'QKL1A2B3C4',
    });
  });

  it('answers the reference’s own example id with the reference’s example', () => {
    expect(query(apiDocs['mpesa-stk-query'].request.sample)).toEqual({ status: 200, body: apiDocs['mpesa-stk-query'].responses[0]?.body });
  });

  it('answers an id it does not know with the documented 404', () => {
    expect(query({ checkout_request_id: 'ws_CO_UNKNOWN' })).toEqual({ status: 404, body: notFoundErrors.checkoutRequestId });
    expect(errorCatalogue(apiDocs['mpesa-stk-query'].request.fieldRules, 300, 'path')).toContainEqual(
      expect.objectContaining({ status: 404, error_code: notFoundErrors.checkoutRequestId.error_code }),
    );
  });

  it('answers a malformed id with INVALID_CHECKOUT_REQUEST_ID', () => {
    expect(query({ checkout_request_id: 'ws CO/1' })).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: 'INVALID_CHECKOUT_REQUEST_ID', field: 'checkout_request_id' }),
    });
  });

  it('reads what the tab stored in its session storage under the documented key, and ignores anything unreadable', () => {
    const tabStorage = memoryStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: tabStorage, configurable: true });
    const sessionStorage = tabStorage;
    sessionStorage.setItem(sandboxPaymentsStorageKey, JSON.stringify([{ checkout_request_id: id, status: 'failed', result_code: 1032 }]));
    expect(simulateSandboxCall('mpesa-stk-query', JSON.stringify({ checkout_request_id: id }), env)).toMatchObject({
      status: 200,
      body: { status: 'failed', result_code: 1032 },
    });
    sessionStorage.setItem(sandboxPaymentsStorageKey, '{not json');
    expect(simulateSandboxCall('mpesa-stk-query', JSON.stringify({ checkout_request_id: id }), env).status).toBe(404);
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });
});

describe('the subscriptions sandbox', () => {
  const subscriptionSample = apiDocs['mpesa-paybill'].request.sample;

  it('answers a valid body with an active subscription', () => {
    const result = subscribe({ mobile_number: '254711111111', amount: 300, frequency: '1W', start_date: '2026-05-01' });
    expect(result.status).toBe(200);
    expect(subscriptionResponseSchema.parse(result.body)).toMatchObject({
      status: 'active',
      subscription_id: 'SUB_SANDBOX_RRRRRRRRRRRR',
      mobile_number: '254711111111',
      amount: 300,
      frequency: '1W',
      next_billing_date: '2026-05-01',
    });
  });

  it('bills from today when no start date is given, with the defaults for fields left out', () => {
    expect(subscriptionResponseSchema.parse(subscribe({}).body)).toMatchObject({
      mobile_number: subscriptionSample.mobile_number,
      amount: 1000,
      frequency: '1M',
      next_billing_date: '2026-03-04',
    });
  });

  it.each([
    ['mobile_number', { mobile_number: '25471234567' }, apiRules.phone],
    ['frequency', { frequency: '1Y' }, apiRules.frequency],
    ['amount', { amount: 0 }, apiRules.amount],
    ['start_date', { start_date: '2026-02-30' }, apiRules.startDate],
    ['description', { description: 'd'.repeat(101) }, apiRules.description],
  ])('answers a broken %s rule with its documented 400', (field, change, rule) => {
    expect(subscribe({ ...subscriptionSample, ...change })).toEqual({
      status: 400,
      body: { success: false, ...rule, field },
    });
  });
});

describe('the wallet balance sandbox', () => {
  const wallet = (body: unknown) => simulateSandboxCall('wallet-balance', JSON.stringify(body), env);

  it("answers a customer id with that customer's balances and transactions", () => {
    const result = wallet({ customer_id: 'CUS_77' });
    expect(result.status).toBe(200);
    expect(walletResponseSchema.parse(result.body)).toMatchObject({ customer_id: 'CUS_77', currency: 'KES' });
  });

  it('answers an id with spaces or symbols with INVALID_CUSTOMER_ID', () => {
    expect(wallet({ customer_id: 'CUS 12/3' })).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: 'INVALID_CUSTOMER_ID', field: 'customer_id' }),
    });
  });
});

describe('the payouts sandbox', () => {
  const payout = (body: unknown) => simulateSandboxCall('payouts', JSON.stringify(body), env);

  it('answers an M-Pesa payout with processing, echoing channel, amount and reference', () => {
    const result = payout({ channel: 'mpesa', phone: '254700000001', amount: 300, reference: 'PAY9' });
    expect(result.status).toBe(200);
    expect(payoutResponseSchema.parse(result.body)).toMatchObject({ status: 'processing', channel: 'mpesa', amount: 300, reference: 'PAY9' });
  });

  it('answers a bank payout that names its account and bank', () => {
    const result = payout({ channel: 'bank', account_number: '0123456789', bank_code: '01', amount: 300, reference: 'PAY9' });
    expect(result.status).toBe(200);
  });

  it.each([
    [{ channel: 'bank', bank_code: '01' }, 'INVALID_ACCOUNT', 'account_number'],
    [{ channel: 'bank', account_number: '0123456789' }, 'INVALID_BANK_CODE', 'bank_code'],
    [{ channel: 'bank', account_number: '12', bank_code: '01' }, 'INVALID_ACCOUNT', 'account_number'],
    [{ channel: 'paypal' }, 'INVALID_CHANNEL', 'channel'],
    [{ channel: 'mpesa', phone: '0712345678' }, 'INVALID_PHONE', 'phone'],
  ])('answers %j with %s on %s', (body, code, field) => {
    expect(payout({ amount: 300, reference: 'PAY9', ...body })).toEqual({ status: 400, body: expect.objectContaining({ error_code: code, field }) });
  });
});
