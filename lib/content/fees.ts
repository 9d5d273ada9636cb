/**
 * Transaction fees as the FAQ, the chat assistant and the fee calculator state them
 * (mobile-money fees from 1.5%, card fees from 2.9%). "From": the rate of the
 * standard plan; volume pricing goes lower.
 */
export const paymentMethods = ['mpesa', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface FeeRate {
  method: PaymentMethod;
  label: string;
  /** Percent of the transaction amount. */
  ratePercent: number;
}

/** The card networks accepted. */
export const cardBrands = ['Visa', 'Mastercard'] as const;

export const feeRates: Record<PaymentMethod, FeeRate> = {
  mpesa: { method: 'mpesa', label: 'M-Pesa', ratePercent: 1.5 },
  card: { method: 'card', label: `Card (${cardBrands.join(', ')})`, ratePercent: 2.9 },
};

/** "1.5%" */
export function formatRate(method: PaymentMethod): string {
  return `${feeRates[method].ratePercent}%`;
}
