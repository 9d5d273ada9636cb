/**
 * The forms whose submissions are sales leads, delivered through the mail API: contact, the
 * newsletter box and the coming-soon notify form. Named once for the server (routes, outbox,
 * quarantine) and the browser (receipts, submissions kept offline), so that a new kind of lead
 * is added in one place and each of them must handle it.
 */
export const leadKinds = ['contact', 'newsletter', 'notify'] as const;
export type LeadKind = (typeof leadKinds)[number];
