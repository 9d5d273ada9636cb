/**
 * The site's one way to write an amount in Kenyan shillings: "KES 70,000", "KES 1,234.56".
 * The digits are grouped by Intl.NumberFormat in 'en-US', a locale every browser and Node
 * ship, so a page rendered on the server and hydrated in the browser prints the same text.
 */
const groupedDigits = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

const wholeShillings = groupedDigits(0);
const shillingsAndCents = groupedDigits(2);

/** "KES 70,000": an amount in whole shillings. */
export function formatKes(shillings: number): string {
  return `KES ${wholeShillings.format(shillings)}`;
}

/** "KES 1,234.56" for 123456 cents; a negative amount reads "−KES 1.00". */
export function formatKesCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}KES ${shillingsAndCents.format(Math.abs(cents) / 100)}`;
}
