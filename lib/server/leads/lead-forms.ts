import 'server-only';
import type { z } from 'zod';
import { comingSoonPageCopy } from '@/lib/content/coming-soon';
import { contactFormCopy, newsletterCopy } from '@/lib/content/contact';
import type { Country } from '@/lib/countries';
import { contactSchema } from '@/lib/validation/contact-schema';
import { newsletterSchema, notifySchema } from '@/lib/validation/newsletter';
import { buckets } from '../buckets';
import { apiSuccess } from '../messages';
import { contactLead, newsletterLead, notifyLead } from './lead';
import type { Lead, LeadKind } from './lead';

/** What the reply page of a post made without JavaScript shows for one field. */
export interface ReplyField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'hidden';
}

/** Everything the lead route needs to know about one form. */
export interface LeadForm<Schema extends z.ZodObject> {
  kind: LeadKind;
  bucket: (typeof buckets)[LeadKind];
  schema: Schema;
  toLead: (input: z.output<Schema>) => Lead;
  /** The JSON answer's message once the lead is received. */
  received: (input: z.output<Schema>) => string;
  /** The page the form is on, for the 303 after a post made without JavaScript. */
  country: (input: z.output<Schema>, posted: Country) => Country;
  reply: { title: string; fields: readonly ReplyField[]; submit: string; invalid: string; failure: string };
}

const labels = contactFormCopy.labels;

export const contactForm: LeadForm<typeof contactSchema> = {
  kind: 'contact',
  bucket: buckets.contact,
  schema: contactSchema,
  toLead: contactLead,
  received: () => apiSuccess.contact,
  country: (_input, posted) => posted,
  reply: {
    title: contactFormCopy.title,
    fields: [
      { name: 'fullname', label: labels.fullname, kind: 'text' },
      { name: 'email', label: labels.email, kind: 'email' },
      { name: 'company', label: labels.company, kind: 'text' },
      { name: 'phone', label: labels.phone, kind: 'tel' },
      { name: 'subject', label: labels.subject, kind: 'text' },
      { name: 'message', label: labels.message, kind: 'textarea' },
      { name: 'country', label: '', kind: 'hidden' },
    ],
    submit: contactFormCopy.submit,
    invalid: contactFormCopy.invalid,
    failure: contactFormCopy.failure,
  },
};

export const newsletterForm: LeadForm<typeof newsletterSchema> = {
  kind: 'newsletter',
  bucket: buckets.newsletter,
  schema: newsletterSchema,
  toLead: newsletterLead,
  received: () => apiSuccess.newsletter,
  country: (_input, posted) => posted,
  reply: {
    title: newsletterCopy.title,
    fields: [
      { name: 'email', label: newsletterCopy.label, kind: 'email' },
      { name: 'country', label: '', kind: 'hidden' },
    ],
    submit: newsletterCopy.submit,
    invalid: contactFormCopy.invalid,
    failure: newsletterCopy.failure,
  },
};

export const notifyForm: LeadForm<typeof notifySchema> = {
  kind: 'notify',
  bucket: buckets.notify,
  schema: notifySchema,
  toLead: notifyLead,
  received: (input) => apiSuccess.notify(input.country),
  country: (input) => input.country,
  reply: {
    title: comingSoonPageCopy.notify.heading,
    fields: [
      { name: 'email', label: comingSoonPageCopy.notify.label, kind: 'email' },
      { name: 'country', label: '', kind: 'hidden' },
    ],
    submit: comingSoonPageCopy.notify.submit,
    invalid: contactFormCopy.invalid,
    failure: comingSoonPageCopy.errors.failed,
  },
};
