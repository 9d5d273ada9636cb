import type { Country } from './countries';

/** A mobile-money service by the name its customers know, and the one it had before a rebrand. */
export interface MobileMoneyService {
  name: string;
  formerly?: string;
}

/**
 * What each market's customers pay with, in and dial: the facts its pages quote, kept here once.
 * Kenya's are what Kilele Pay takes today; Uganda's and Tanzania's are what the market uses,
 * the services a launch there would start from (plans, not yet a service).
 */
export interface MarketFacts {
  /** ISO 4217 code, as mobile-money messages and receipts write it. */
  currency: 'KES' | 'TZS' | 'UGX';
  /** The international dialling code of the market's phone numbers. */
  dialCode: '+254' | '+255' | '+256';
  /** A mobile number as written in the market, for examples (not anyone's number). */
  phoneExample: string;
  /** The market's mobile-money services, the most used first. */
  mobileMoney: readonly MobileMoneyService[];
}

export const marketFacts: Record<Country, MarketFacts> = {
  ke: { currency: 'KES', dialCode: '+254', phoneExample: '+254 712 345 678', mobileMoney: [{ name: 'M-Pesa' }] },
  tz: {
    currency: 'TZS',
    dialCode: '+255',
    phoneExample: '+255 754 123 456',
    mobileMoney: [{ name: 'Vodacom M-Pesa' }, { name: 'Mixx by Yas', formerly: 'Tigo Pesa' }, { name: 'Airtel Money' }, { name: 'HaloPesa' }],
  },
  ug: {
    currency: 'UGX',
    dialCode: '+256',
    phoneExample: '+256 772 123 456',
    mobileMoney: [{ name: 'MTN MoMo' }, { name: 'Airtel Money' }],
  },
};
