import { defaultMoneyLocale } from '../kes';
import { intlLocale } from './locales';
import type { Locale } from './locales';

/**
 * The Intl locale amounts are written in on a page of `locale`: what a client component passes
 * to formatKes and formatKesCents, given its page's language as a prop. English keeps 'en-US'
 * (lib/kes.ts says why); Kiswahili is written as in Kenya, the market whose shillings the site quotes.
 */
export function moneyLocale(locale: Locale): string {
  return locale === 'en' ? defaultMoneyLocale : intlLocale(locale, 'ke');
}
