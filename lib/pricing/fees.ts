import { feeRates } from '../content/fees';
import type { PaymentMethod } from '../content/fees';

/**
 * The fee calculator's arithmetic, in whole cents so that no float ever reaches the page.
 *
 * - The fee on a charge of C cents at rate r is round(C × r), halves rounded up.
 * - Merchant pays the fee: the customer is charged the amount A; the merchant receives A − fee(A).
 * - Customer pays the fee: the customer is charged the smallest C for which C − fee(C) ≥ A
 *   (about A ÷ (1 − r)); then the merchant receives exactly A and the fee is C − A.
 *   C − fee(C) grows by 0 or 1 cent for each cent added to C, so that smallest C always lands
 *   on A exactly.
 */
export const feePayers = ['merchant', 'customer'] as const;
export type FeePayer = (typeof feePayers)[number];

/** KES 10,000,000: far above any single payment, and safe for integer arithmetic. */
export const maxAmountCents = 1_000_000_000;

export type AmountError = 'empty' | 'invalid' | 'notPositive' | 'tooLarge';
export type ParsedAmount = { ok: true; cents: number } | { ok: false; error: AmountError };

// 1500, 1,500, 1500.5, 1,500.50 (commas only as thousands separators).
const amountPattern = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** An amount typed in KES (an optional "KES"/"Ksh" prefix is allowed) as whole cents. */
export function parseKesAmount(input: string): ParsedAmount {
  const text = input.trim().replace(/^(kes|ksh)\.?\s*/i, '');
  if (text === '') return { ok: false, error: 'empty' };
  const negative = text.startsWith('-');
  const match = amountPattern.exec(negative ? text.slice(1).trim() : text);
  if (!match) return { ok: false, error: 'invalid' };
  const [, shillingsText = '', centsText = ''] = match;
  const digits = shillingsText.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  // Compare lengths before converting: a 40-digit number would lose precision as a Number.
  if (digits.length > String(maxAmountCents / 100).length) return { ok: false, error: negative ? 'notPositive' : 'tooLarge' };
  const cents = Number(digits) * 100 + Number(centsText.padEnd(2, '0'));
  if (negative || cents === 0) return { ok: false, error: 'notPositive' };
  if (cents > maxAmountCents) return { ok: false, error: 'tooLarge' };
  return { ok: true, cents };
}

/** The rate in basis points (1.5% → 150), from the same data the FAQ quotes. */
export function rateBasisPoints(method: PaymentMethod): number {
  return Math.round(feeRates[method].ratePercent * 100);
}

/** The fee on a charge, in cents, halves rounded up. */
export function feeOnCharge(chargedCents: number, basisPoints: number): number {
  return Math.floor((chargedCents * basisPoints + 5_000) / 10_000);
}

export interface FeeQuote {
  method: PaymentMethod;
  payer: FeePayer;
  ratePercent: number;
  amountCents: number;
  feeCents: number;
  customerPaysCents: number;
  merchantReceivesCents: number;
}

export function quoteFee(amountCents: number, method: PaymentMethod, payer: FeePayer): FeeQuote {
  const bps = rateBasisPoints(method);
  const base = { method, payer, ratePercent: feeRates[method].ratePercent, amountCents };
  if (payer === 'merchant') {
    const feeCents = feeOnCharge(amountCents, bps);
    return { ...base, feeCents, customerPaysCents: amountCents, merchantReceivesCents: amountCents - feeCents };
  }
  const net = (charged: number) => charged - feeOnCharge(charged, bps);
  // Start at A ÷ (1 − r) rounded up, which always leaves at least A, then step down while a
  // cent less still does (rounding can allow it).
  let charged = Math.ceil((amountCents * 10_000) / (10_000 - bps));
  while (net(charged) < amountCents) charged += 1;
  while (charged > amountCents && net(charged - 1) >= amountCents) charged -= 1;
  return { ...base, feeCents: charged - amountCents, customerPaysCents: charged, merchantReceivesCents: net(charged) };
}
