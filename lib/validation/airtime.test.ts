import { fieldErrors } from './fields';
import { validationMessages } from '@/lib/content/validation';
import { airtimeSchemasFor } from './airtime';

const { form: airtimeFormSchema, request: airtimeRequestSchema } = airtimeSchemasFor(validationMessages);

describe('airtimeRequestSchema', () => {
  const body = { phoneNumber: '0712345678', recipientPhone: '0712345678', amount: 10 };

  it.each([
    [9, false],
    [10, true],
    [10.5, false],
    [10_000, true],
    [10_001, false],
    ['50', true],
    ['50.5', false],
    ['ten', false],
    ['', false],
    [-20, false],
  ])('amount %p accepted: %p', (amount, accepted) => {
    expect(airtimeRequestSchema.safeParse({ ...body, amount }).success).toBe(accepted);
  });

  it('names the amount problem', () => {
    const message = (amount: unknown) => fieldErrors(airtimeRequestSchema.safeParse({ ...body, amount }).error!).amount;
    expect(message(9)).toBe('The minimum amount is KES 10');
    expect(message(10.5)).toBe('Enter whole shillings');
    expect(message('')).toBe('Enter the amount');
    expect(message(undefined)).toBe('Enter the amount');
  });

  it('outputs integer shillings and normalised numbers', () => {
    expect(airtimeRequestSchema.parse({ phoneNumber: '+254 712 345 678', recipientPhone: '0110123456', amount: '100' })).toEqual({
      phoneNumber: '254712345678',
      recipientPhone: '254110123456',
      amount: 100,
    });
  });
});

describe('airtimeFormSchema', () => {
  it('tops up the payer when not buying for another number, ignoring the recipient field', () => {
    expect(airtimeFormSchema.parse({ forAnotherNumber: false, payingPhone: '0712345678', recipientPhone: 'junk', amount: '20' })).toEqual({
      phoneNumber: '254712345678',
      recipientPhone: '254712345678',
      amount: 20,
    });
  });

  it('requires the recipient only when buying for another number', () => {
    const result = airtimeFormSchema.safeParse({ forAnotherNumber: true, payingPhone: '0712345678', recipientPhone: '', amount: '20' });
    expect(fieldErrors(result.error!)).toEqual({ recipientPhone: 'Enter the recipient phone number' });
    expect(airtimeFormSchema.parse({ forAnotherNumber: true, payingPhone: '0712345678', recipientPhone: '0722000000', amount: '20' }).recipientPhone).toBe(
      '254722000000',
    );
  });

  it('reports every bad field at once', () => {
    const result = airtimeFormSchema.safeParse({ forAnotherNumber: true, payingPhone: '', recipientPhone: '', amount: '9' });
    expect(fieldErrors(result.error!)).toEqual({
      payingPhone: 'Enter your M-Pesa phone number',
      recipientPhone: 'Enter the recipient phone number',
      amount: 'The minimum amount is KES 10',
    });
  });
});

describe('airtime minimum', () => {
  const form = (amount: string) => ({ forAnotherNumber: false, payingPhone: '0712345678', amount });

  it.each([
    ['9', 'The minimum amount is KES 10'],
    ['10', undefined],
    ['10.5', 'Enter whole shillings'],
  ])('amount %s in the form: %s', (amount, message) => {
    const result = airtimeFormSchema.safeParse(form(amount));
    expect(result.success ? undefined : fieldErrors(result.error).amount).toBe(message);
  });
});
