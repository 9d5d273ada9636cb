import { z } from '@/lib/zod';
import { emailAddress, requiredText } from './fields';
import { kenyanPhone } from './phone';

/** SPEC §3 Contact message subjects, in the order the form lists them. */
export const contactSubjects = [
  'Payment Gateway Integration',
  'Cross-border Remittances',
  'Subscriptions Collection',
  'Payments Reconciliation',
  'Developer APIs',
  'Enterprise Solutions',
  'Other',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

// SPEC §5, with the typo fixed ('intrest' → 'interest', DESIGN.md).
export const contactMessages = {
  fullname: 'Enter fullname',
  email: 'Enter your email address',
  company: 'Enter company name',
  phone: 'Enter phone number',
  subject: 'Enter your interest',
  message: 'Enter project details',
} as const;

/** The contact form, in the browser and again in POST /api/contact. */
export const contactSchema = z.object({
  fullname: requiredText(contactMessages.fullname, 100),
  email: emailAddress(contactMessages.email),
  company: requiredText(contactMessages.company, 120),
  // Businesses call from landlines too: any valid Kenyan number, normalised to 254…
  phone: kenyanPhone({ required: contactMessages.phone, invalid: 'Enter a valid Kenyan phone number, e.g. 0712 345 678' }, 'any'),
  subject: z.enum(contactSubjects, { error: contactMessages.subject }),
  message: requiredText(contactMessages.message, 5000),
});

/** What the form sends. */
export type ContactInput = z.input<typeof contactSchema>;
/** What the server relays, phone normalised. */
export type ContactMessage = z.output<typeof contactSchema>;
