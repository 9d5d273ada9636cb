import type { MetadataJson } from 'libphonenumber-js/core';
import type { ValidationMessages } from '@/lib/content/validation';
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

/**
 * The contact form, in the browser and again on the server. Businesses and senders abroad
 * write too: any valid number of any country (a Kenyan one needs no code), landlines
 * included, relayed in E.164. `phoneMetadata` names the countries the phone check knows:
 * every country on the server (contact-schema.ts); in the browser, Kenya's until a number
 * with another code is typed. `messages` are the page's language's.
 */
export function contactSchemaFor(phoneMetadata: MetadataJson, messages: ValidationMessages) {
  const { contact, text } = messages;
  return z.object({
    fullname: requiredText(contact.fullname, contactMaxLengths.fullname, text),
    email: emailAddress(messages),
    company: requiredText(contact.company, contactMaxLengths.company, text),
    phone: internationalPhone({ required: contact.phone, invalid: contact.phoneInvalid }, text, phoneMetadata),
    subject: z.enum(contactSubjects, { error: contact.subject }),
    message: requiredText(contact.message, contactMaxLengths.message, text, 'multi-line'),
  });
}

type ContactSchema = ReturnType<typeof contactSchemaFor>;
/** What the form sends. */
export type ContactInput = z.input<ContactSchema>;
/** What the server relays, phone in E.164. */
export type ContactMessage = z.output<ContactSchema>;
