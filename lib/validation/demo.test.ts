import { fieldErrors } from './fields';
import { validationMessages } from '@/lib/content/validation';
import { demoSchemasFor } from './demo';

const {
  cardForm: demoCardFormSchema,
  expressForm: demoExpressFormSchema,
  payment: demoPaymentSchema,
  subscriptionForm: demoSubscriptionFormSchema,
} = demoSchemasFor(validationMessages);

describe('demoPaymentSchema', () => {
  it('takes only a phone and normalises it', () => {
    expect(demoPaymentSchema.parse({ phone: '0712345678', amount: 1_000_000 })).toEqual({ phone: '254712345678' });
  });
});

describe('demo form schemas', () => {
  const noReceipt = { wantsReceipt: false, email: '' };

  describe('receipt email', () => {
    it('is not needed when the receipt box is not ticked', () => {
      expect(demoExpressFormSchema.safeParse({ phone: '0712345678', ...noReceipt }).success).toBe(true);
    });

    it('is required, and must be an address, when the box is ticked', () => {
      const errors = (email: string) => {
        const result = demoExpressFormSchema.safeParse({ phone: '0712345678', wantsReceipt: true, email });
        return result.success ? {} : fieldErrors(result.error);
      };
      expect(errors('')).toEqual({ email: 'Enter your email address for the receipt' });
      expect(errors('not-an-address')).toEqual({ email: 'Enter a valid email address' });
      expect(errors('wanjiku@example.co.ke')).toEqual({});
    });

    it('is checked alongside the other fields, reporting them all at once', () => {
      const result = demoSubscriptionFormSchema.safeParse({ phone: '', subscriptionName: ' ', frequency: '', wantsReceipt: true, email: '' });
      expect(fieldErrors(result.error!)).toEqual({
        phone: 'Enter your M-Pesa phone number',
        subscriptionName: 'Enter a subscription name',
        frequency: 'Choose how often to charge',
        email: 'Enter your email address for the receipt',
      });
    });
  });

  it('the Express form outputs the normalised phone', () => {
    expect(demoExpressFormSchema.parse({ phone: '+254 712 345 678', ...noReceipt }).phone).toBe('254712345678');
  });

  it.each(['daily', 'weekly', 'monthly'])('a subscription may be %s', (frequency) => {
    expect(demoSubscriptionFormSchema.safeParse({ phone: '0712345678', subscriptionName: 'Gym', frequency, ...noReceipt }).success).toBe(true);
  });

  it('a subscription frequency is one of daily, weekly, monthly', () => {
    const result = demoSubscriptionFormSchema.safeParse({ phone: '0712345678', subscriptionName: 'Gym', frequency: 'yearly', ...noReceipt });
    expect(fieldErrors(result.error!)).toEqual({ frequency: 'Choose how often to charge' });
  });

  describe('card', () => {
    beforeAll(() => {
      jest.useFakeTimers();
      jest.setSystemTime(new Date('2026-06-15T09:00:00+03:00'));
    });
    afterAll(() => jest.useRealTimers());

    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', ...noReceipt };
    const errors = (change: Partial<typeof card>) => {
      const result = demoCardFormSchema.safeParse({ ...card, ...change });
      return result.success ? {} : fieldErrors(result.error);
    };

    it('accepts a test card', () => {
      expect(errors({})).toEqual({});
      expect(errors({ cardNumber: '5555-5555-5555-4444', expiry: '06/2026', cvv: '1234' })).toEqual({});
    });

    it.each([
      [{ cardNumber: '' }, { cardNumber: 'Enter the card number' }],
      [{ cardNumber: '4242 4242 4242 4241' }, { cardNumber: 'Enter a valid card number' }],
      [{ cardNumber: '4242' }, { cardNumber: 'Enter a valid card number' }],
      [{ expiry: '' }, { expiry: 'Enter the expiry date' }],
      [{ expiry: '13/30' }, { expiry: 'Enter the expiry date as MM/YY' }],
      [{ expiry: 'soon' }, { expiry: 'Enter the expiry date as MM/YY' }],
      [{ expiry: '05/26' }, { expiry: 'This card has expired' }],
      [{ cvv: '' }, { cvv: 'Enter the CVV' }],
      [{ cvv: '12a' }, { cvv: 'Enter the 3 or 4 digits on the back of the card' }],
    ])('rejects %p', (change, expected) => {
      expect(errors(change)).toEqual(expected);
    });
  });
});
