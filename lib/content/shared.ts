import { kenyanMpesa } from '../market-facts';

/**
 * The values each language's copy shows alike: ids, account numbers, example inputs, timings.
 * Both languages' modules take them from here, never one from the other, because importing a
 * module brings all of its words along: a Swahili form that read a number from the English
 * copy would download the English words with it.
 */

/** The notify form shows its submitting label for 1 s. */
export const notifySubmitMs = 1000;

/** The home's contact section, the target of every "contact us" link. */
export const contactAnchor = 'contact';

/** The contact form's sample inputs: a Kenyan name, address and number read alike in both languages. */
export const contactExamples = {
  fullname: 'Wanjiru Kamau',
  email: 'you@company.co.ke',
  phone: '0712 345 678',
} as const;

/** How long the contact form's success toast stays. */
export const contactSuccessMs = 5000;

/** The payment demo's kinds, in the order the page offers them. */
export const demoTypeIds = ['express', 'subscription', 'card'] as const;
export type DemoTypeId = (typeof demoTypeIds)[number];

/** A demo type's description is cut to 80 characters on its card. */
export const demoSummaryLength = 80;

/** Paying Kilele Pay manually through M-Pesa Paybill, from Safaricom's M-Pesa menu (Kenya's alone). */
export const paybill = {
  businessNumber: '151155',
  ussd: kenyanMpesa.menuCode,
} as const;

/** The demo's own Paybill: for the M-Pesa Express paybill sub-mode only. */
export const demoPaybill = { businessNumber: '174379', account: 'DEMO123' } as const;
