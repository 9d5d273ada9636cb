/**
 * The payment forms' fixed numbers and choices, apart from their zod schemas so that a page can
 * show them without shipping zod with its first load (the schemas load on first use).
 */

/** The demo charges a fixed KES 5, set by the server, never by the browser. */
export const demoAmountKes = 5;

/** How often the subscription demo charges. */
export const demoFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type DemoFrequency = (typeof demoFrequencies)[number];

/** Airtime from KES 10, in whole shillings; M-Pesa caps an airtime purchase at 10,000. */
export const airtimeLimits = { min: 10, max: 10_000 } as const;
