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

/** What the M-Pesa phone fields of the demo and the airtime form say when it is missing or not valid. */
export const mpesaPhoneMessages = {
  required: 'Enter your M-Pesa phone number',
  invalid: 'Enter a valid Kenyan mobile number, e.g. 0712 345 678',
} as const;
