/**
 * The brand's colours as literals, for the places a Tailwind class cannot reach: the browser's
 * theme colour, share images drawn by `next/og`, inline SVG fills. The theme tokens in
 * app/globals.css are the source; a unit test keeps these copies equal to them.
 */
export const brandColors = {
  /** --color-brand-700: the brand green. */
  green: '#0b6b43',
  /** --color-brand-900 */
  greenDeep: '#083f2a',
  /** --color-brand-500 */
  greenBright: '#17905a',
  /** --color-brand-100 */
  greenPale: '#d2efdf',
  /** --color-accent-400: the amber of the summit. */
  amber: '#f5b841',
} as const;
