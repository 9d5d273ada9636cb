import { apiRules } from './rules';
import { stkPushRequest, subscriptionRequest } from './schemas';

// Each documented rule is accepted at its limits and rejected just past them.
const stk = stkPushRequest.schema;
const subscription = subscriptionRequest.schema;
const validStk = stkPushRequest.sample;
const validSubscription = subscriptionRequest.sample;

function stkIssue(change: Record<string, unknown>) {
  const result = stk.safeParse({ ...validStk, ...change });
  return result.success ? null : { field: result.error.issues[0]?.path[0], message: result.error.issues[0]?.message };
}

describe('the documented request rules', () => {
  it('accepts the sample bodies', () => {
    expect(stk.safeParse(validStk).success).toBe(true);
    expect(subscription.safeParse(validSubscription).success).toBe(true);
  });

  describe('phone: starts with 254 and has 12 digits', () => {
    it.each(['254712345678', '254110123456', '254000000000'])('accepts %s', (phone) => {
      expect(stkIssue({ phone })).toBeNull();
    });

    it.each([
      ['11 digits', '25471234567'],
      ['13 digits', '2547123456789'],
      ['not starting 254', '255712345678'],
      ['a local number', '0712345678'],
      ['a plus sign', '+254712345678'],
      ['spaces', '254 712 345 678'],
      ['letters', '25471234567a'],
      ['an empty string', ''],
    ])('rejects %s with the INVALID_PHONE details', (_case, phone) => {
      expect(stkIssue({ phone })).toEqual({ field: 'phone', message: apiRules.phone.details });
    });

    it('rejects a number instead of a string', () => {
      expect(stkIssue({ phone: 254712345678 })).toEqual({ field: 'phone', message: apiRules.phone.details });
    });

    it('applies to the subscription mobile_number too', () => {
      expect(subscription.safeParse({ ...validSubscription, mobile_number: '25471234567' }).success).toBe(false);
      expect(subscription.safeParse({ ...validSubscription, mobile_number: '254712345678' }).success).toBe(true);
    });
  });

  describe('amount: 1 to 70000 KES, whole shillings', () => {
    it.each([1, 2, 69_999, 70_000])('accepts %d', (amount) => {
      expect(stkIssue({ amount })).toBeNull();
    });

    it.each([0, -1, 70_001, 1.5, 999.99, '1000', null])('rejects %p', (amount) => {
      expect(stkIssue({ amount })).toEqual({ field: 'amount', message: apiRules.amount.details });
    });

    it('applies to subscriptions too', () => {
      expect(subscription.safeParse({ ...validSubscription, amount: 70_001 }).success).toBe(false);
      expect(subscription.safeParse({ ...validSubscription, amount: 70_000 }).success).toBe(true);
    });
  });

  describe('reference: at most 20 characters, letters and digits', () => {
    it.each(['A', 'ORDER123', 'a'.repeat(20), 'Inv2026x01'])('accepts %s', (reference) => {
      expect(stkIssue({ reference })).toBeNull();
    });

    it.each([
      ['21 characters', 'a'.repeat(21)],
      ['a space', 'ORDER 123'],
      ['an underscore', 'TEST_REF'],
      ['a hyphen', 'INV-1'],
      ['an empty string', ''],
      ['markup', '<b>x</b>'],
    ])('rejects %s', (_case, reference) => {
      expect(stkIssue({ reference })).toEqual({ field: 'reference', message: apiRules.reference.details });
    });
  });

  describe('description: optional, at most 100 characters', () => {
    it('accepts 100 characters, an empty string, or none', () => {
      expect(stkIssue({ description: 'd'.repeat(100) })).toBeNull();
      expect(stkIssue({ description: '' })).toBeNull();
      expect(stk.safeParse({ ...validStk, description: undefined }).success).toBe(true);
      expect(stk.safeParse({ phone: validStk.phone, amount: 1, reference: 'A' }).success).toBe(true);
    });

    it('rejects 101 characters', () => {
      expect(stkIssue({ description: 'd'.repeat(101) })).toEqual({ field: 'description', message: apiRules.description.details });
    });
  });

  describe('frequency: 1D, 1W or 1M', () => {
    it.each(['1D', '1W', '1M'])('accepts %s', (frequency) => {
      expect(subscription.safeParse({ ...validSubscription, frequency }).success).toBe(true);
    });

    it.each(['1d', '1Y', '2W', 'monthly', '', 1])('rejects %p', (frequency) => {
      const result = subscription.safeParse({ ...validSubscription, frequency });
      expect(result.error?.issues[0]).toMatchObject({ path: ['frequency'], message: apiRules.frequency.details });
    });
  });

  describe('callback_url', () => {
    it.each(['https://example.com/mpesa/callback', 'https://shop.example.co.ke/hooks/mpesa?source=kilele', `https://example.com/${'a'.repeat(480)}`])(
      'accepts %s',
      (callback_url) => {
        expect(stkIssue({ callback_url })).toBeNull();
      },
    );

    it.each([
      ['plain http', 'http://example.com/mpesa/callback'],
      ['no scheme', 'example.com/mpesa/callback'],
      ['a bare IP address', 'https://10.0.0.1/callback'],
      ['another scheme', 'ftp://example.com/callback'],
      ['not a URL', 'callback'],
      ['over 500 characters', `https://example.com/${'a'.repeat(481)}`],
      ['a number', 42],
    ])('rejects %s', (_case, callback_url) => {
      expect(stkIssue({ callback_url })).toEqual({ field: 'callback_url', message: apiRules.callbackUrl.details });
    });

    it('may be left out', () => {
      const body: Record<string, unknown> = { ...validStk };
      delete body.callback_url;
      expect(stk.safeParse(body).success).toBe(true);
    });
  });

  it('requires phone, amount and reference, and refuses unknown fields', () => {
    for (const field of ['phone', 'amount', 'reference'] as const) {
      const body: Record<string, unknown> = { ...validStk };
      delete body[field];
      expect(stk.safeParse(body).error?.issues[0]?.path).toEqual([field]);
    }
    expect(stk.safeParse({ ...validStk, callback: 'x' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
