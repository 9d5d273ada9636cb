import { formatKesCents as formatCents, formatKes as formatShillings } from '../kes';
import { intlLocale } from './locales';

/**
 * Money on the Swahili pages, written as Intl writes them in Kiswahili for Kenya,
 * the market whose shillings the site quotes ("KES 70,000"). The Swahili
 * copy modules import these in place of the English defaults.
 */
export const swahiliKenya = intlLocale('sw', 'ke');

export function formatKes(shillings: number): string {
  return formatShillings(shillings, swahiliKenya);
}

export function formatKesCents(cents: number): string {
  return formatCents(cents, swahiliKenya);
}
