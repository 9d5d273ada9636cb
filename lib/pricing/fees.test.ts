import fc from 'fast-check';
import { feeRates, paymentMethods } from '../content/fees';
import { feeOnCharge, maxAmountCents, parseKesAmount, quoteFee, rateBasisPoints } from './fees';

describe('parseKesAmount', () => {
  it.each([
    ['1000', 100_000],
    ['1,000', 100_000],
    ['1,500.5', 150_050],
    ['1500.50', 150_050],
    ['  250 ', 25_000],
    ['KES 99.99', 9_999],
    ['Ksh 10', 1_000],
    ['0.01', 1],
    ['10000000', maxAmountCents],
  ])('reads %p as %p cents', (input, cents) => {
    expect(parseKesAmount(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['12abc', 'invalid'],
    ['1e5', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['10.123', 'invalid'],
    ['1,00', 'invalid'],
    ['-5', 'notPositive'],
    ['-0.5', 'notPositive'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['10000000.01', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
  ])('rejects %p as %p', (input, error) => {
    expect(parseKesAmount(input)).toEqual({ ok: false, error });
  });
});

describe('quoteFee', () => {
  it('takes the rates from the same data as the FAQ', () => {
    expect(rateBasisPoints('mpesa')).toBe(150);
    expect(rateBasisPoints('card')).toBe(290);
    expect(quoteFee(100_000, 'card', 'merchant').ratePercent).toBe(feeRates.card.ratePercent);
  });

  it('M-Pesa, merchant pays: KES 1,000 costs KES 15 and leaves KES 985', () => {
    expect(quoteFee(100_000, 'mpesa', 'merchant')).toMatchObject({
      feeCents: 1_500,
      customerPaysCents: 100_000,
      merchantReceivesCents: 98_500,
    });
  });

  it('card, merchant pays: KES 1,000 costs KES 29 and leaves KES 971', () => {
    expect(quoteFee(100_000, 'card', 'merchant')).toMatchObject({
      feeCents: 2_900,
      customerPaysCents: 100_000,
      merchantReceivesCents: 97_100,
    });
  });

  it('M-Pesa, customer pays: KES 1,000 is charged as KES 1,015.23 and the merchant keeps KES 1,000', () => {
    // 1000 ÷ 0.985 = 1015.228…; the fee on 1015.23 is 15.228… → 15.23.
    expect(quoteFee(100_000, 'mpesa', 'customer')).toMatchObject({
      feeCents: 1_523,
      customerPaysCents: 101_523,
      merchantReceivesCents: 100_000,
    });
  });

  it('card, customer pays: KES 1,000 is charged as KES 1,029.87 and the merchant keeps KES 1,000', () => {
    // 1000 ÷ 0.971 = 1029.866…; the fee on 1029.87 is 29.866… → 29.87.
    expect(quoteFee(100_000, 'card', 'customer')).toMatchObject({
      feeCents: 2_987,
      customerPaysCents: 102_987,
      merchantReceivesCents: 100_000,
    });
  });

  it('rounds half a cent up', () => {
    // 1.5% of KES 1.00 is 1.5 cents → 2 cents.
    expect(feeOnCharge(100, 150)).toBe(2);
    expect(quoteFee(100, 'mpesa', 'merchant')).toMatchObject({ feeCents: 2, merchantReceivesCents: 98 });
  });

  it('when the customer pays, the merchant always receives exactly the amount, at the lowest possible charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxAmountCents }), fc.constantFrom(...paymentMethods), (amount, method) => {
        const quote = quoteFee(amount, method, 'customer');
        const bps = rateBasisPoints(method);
        expect(quote.merchantReceivesCents).toBe(amount);
        expect(quote.feeCents).toBe(feeOnCharge(quote.customerPaysCents, bps));
        expect(quote.customerPaysCents - quote.feeCents).toBe(amount);
        // A cent less would leave the merchant short.
        const lower = quote.customerPaysCents - 1;
        expect(lower - feeOnCharge(lower, bps)).toBeLessThan(amount);
      }),
    );
  });

  it('when the merchant pays, the parts add up and are whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxAmountCents }), fc.constantFrom(...paymentMethods), (amount, method) => {
        const quote = quoteFee(amount, method, 'merchant');
        expect(Number.isInteger(quote.feeCents)).toBe(true);
        expect(quote.customerPaysCents).toBe(amount);
        expect(quote.feeCents + quote.merchantReceivesCents).toBe(amount);
      }),
    );
  });
});
