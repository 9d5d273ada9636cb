/**
 * The site's one way to write an amount in Kenyan shillings: "KES 70,000", "KES 1,234.56".
 * The digits are grouped by Intl.NumberFormat in the page's language as written in its
 * market (`intlLocale`: sw-KE, sw-TZ); English pages use 'en-US', a locale every browser and
 * Node ship, so a page rendered on the server and hydrated in the browser prints the same text.
 * The currency keeps its code (KES) in every language, as M-Pesa's own messages write it.
 */
export const defaultMoneyLocale = 'en-US';

const formats = new Map<string, Intl.NumberFormat>();

function groupedDigits(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formats.set(key, format);
  }
  return format;
}

/** "KES 70,000": an amount in whole shillings. */
export function formatKes(shillings: number, locale: string = defaultMoneyLocale): string {
  return `KES ${groupedDigits(locale, 0).format(shillings)}`;
}

/** "KES 1,234.56" for 123456 cents; a negative amount reads "−KES 1.00". */
export function formatKesCents(cents: number, locale: string = defaultMoneyLocale): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}KES ${groupedDigits(locale, 2).format(Math.abs(cents) / 100)}`;
}
