import type { Country } from './countries';

/** A mobile-money service by the name its customers know, and the one it had before a rebrand. */
export interface MobileMoneyService {
  name: string;
  formerly?: string;
  /**
   * The code its customers dial for the service's menu (balance, payments, PIN), as the
   * operator's own customer pages give it; absent where no such page settles it.
   */
  menuCode?: string;
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

/**
 * Safaricom's M-Pesa, the service Kilele Pay takes in Kenya: its menu code, Paybill and the
 * airtime the site sells are Kenya's alone, and the pages of other markets say so.
 */
export const kenyanMpesa = { name: 'M-Pesa', operator: 'Safaricom', menuCode: '*334#' } as const;

/**
 * The menu codes: Vodacom Tanzania's M-Pesa pages (vodacom.co.tz) dial *150*00#, MTN Uganda's
 * MoMo pages (mtn.co.ug) *165#. The others' codes are left out until such a page is at hand.
 */
export const marketFacts: Record<Country, MarketFacts> = {
  ke: { currency: 'KES', dialCode: '+254', phoneExample: '+254 712 345 678', mobileMoney: [kenyanMpesa] },
  tz: {
    currency: 'TZS',
    dialCode: '+255',
    phoneExample: '+255 754 123 456',
    mobileMoney: [
      { name: 'Vodacom M-Pesa', menuCode: '*150*00#' },
      { name: 'Mixx by Yas', formerly: 'Tigo Pesa' },
      { name: 'Airtel Money' },
      { name: 'HaloPesa' },
    ],
  },
  ug: {
    currency: 'UGX',
    dialCode: '+256',
    phoneExample: '+256 772 123 456',
    mobileMoney: [{ name: 'MTN MoMo', menuCode: '*165#' }, { name: 'Airtel Money' }],
  },
};
