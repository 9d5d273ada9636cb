import type { MetadataJson } from 'libphonenumber-js/core';
import { z } from '@/lib/zod';
import { emailAddress, requiredText } from './fields';
import { contactMaxLengths } from './lengths';
import { internationalPhone } from './phone';

/** Contact message subjects, in the order the form lists them. */
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

// The subject's message, with its typo fixed ('intrest' → 'interest').
export const contactMessages = {
  fullname: 'Enter fullname',
  email: 'Enter your email address',
  company: 'Enter company name',
  phone: 'Enter phone number',
  subject: 'Enter your interest',
  message: 'Enter project details',
} as const;

/** What the phone field accepts, said under it when the number is not valid. */
export const contactPhoneInvalid = 'Enter a valid phone number: a Kenyan one such as 0712 345 678, or any other with its country code, such as +1 415 555 2671';

/**
 * The contact form, in the browser and again on the server. Businesses and senders abroad
 * write too: any valid number of any country (a Kenyan one needs no code), landlines
 * included, relayed in E.164. `phoneMetadata` names the countries the phone check knows:
 * every country on the server (contact-schema.ts); in the browser, Kenya's until a number
 * with another code is typed.
 */
export function contactSchemaFor(phoneMetadata: MetadataJson) {
  return z.object({
    fullname: requiredText(contactMessages.fullname, contactMaxLengths.fullname),
    email: emailAddress(contactMessages.email),
    company: requiredText(contactMessages.company, contactMaxLengths.company),
    phone: internationalPhone({ required: contactMessages.phone, invalid: contactPhoneInvalid }, phoneMetadata),
    subject: z.enum(contactSubjects, { error: contactMessages.subject }),
    message: requiredText(contactMessages.message, contactMaxLengths.message, 'multi-line'),
  });
}

type ContactSchema = ReturnType<typeof contactSchemaFor>;
/** What the form sends. */
export type ContactInput = z.input<ContactSchema>;
/** What the server relays, phone in E.164. */
export type ContactMessage = z.output<ContactSchema>;
