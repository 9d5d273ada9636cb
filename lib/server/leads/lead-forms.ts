import 'server-only';
import { z } from '@/lib/zod';
import { copyIn } from '@/lib/content/copy';
import type { Copy } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { defaultLocale, perLocale } from '@/lib/i18n/locales';
import { leadKinds } from '@/lib/lead-kinds';
import type { LeadKind } from '@/lib/lead-kinds';
import type { Locale } from '@/lib/i18n/locales';
import { worldContactSchema } from '@/lib/validation/contact-schema';
import { newsletterSchemaFor, notifySchemaFor } from '@/lib/validation/newsletter';
import { buckets } from '../buckets';
import { apiSuccess } from '../messages';
import { contactLead, newsletterLead, notifyLead } from './lead';
import type { Lead } from './lead';

/** What the reply page of a post made without JavaScript shows for one field. */
export interface ReplyField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'hidden';
}

/** The reply page's words, in one language. */
export interface ReplyCopy {
  title: string;
  fields: readonly ReplyField[];
  submit: string;
  invalid: string;
  failure: string;
}

/**
 * Everything the lead route needs to know about one form. The schema and the reply page come
 * in each language: the form posts its page's language (a hidden `language` field), and the
 * visitor reads the server's messages in it.
 */
export interface LeadForm<Schema extends z.ZodObject> {
  kind: LeadKind;
  bucket: (typeof buckets)[LeadKind];
  schemas: Record<Locale, Schema>;
  toLead: (input: z.output<Schema>) => Lead;
  /** The JSON answer's message once the lead is received (for API clients: English). */
  received: (input: z.output<Schema>) => string;
  /** The page the form is on, for the 303 after a post made without JavaScript. */
  country: (input: z.output<Schema>, posted: Country) => Country;
  reply: Record<Locale, ReplyCopy>;
}

const hiddenCountry: ReplyField = { name: 'country', label: '', kind: 'hidden' };
const hiddenLanguage: ReplyField = { name: 'language', label: '', kind: 'hidden' };

function contactReply(copy: Copy['contact']['contactFormCopy']): ReplyCopy {
  const { labels } = copy;
  return {
    title: copy.title,
    fields: [
      { name: 'fullname', label: labels.fullname, kind: 'text' },
      { name: 'email', label: labels.email, kind: 'email' },
      { name: 'company', label: labels.company, kind: 'text' },
      { name: 'phone', label: labels.phone, kind: 'tel' },
      { name: 'subject', label: labels.subject, kind: 'text' },
      { name: 'message', label: labels.message, kind: 'textarea' },
      hiddenCountry,
      hiddenLanguage,
    ],
    submit: copy.submit,
    invalid: copy.invalid,
    failure: copy.failure,
  };
}

function newsletterReply(copy: Copy['contact']['newsletterCopy'], invalid: string): ReplyCopy {
  return {
    title: copy.title,
    fields: [{ name: 'email', label: copy.label, kind: 'email' }, hiddenCountry, hiddenLanguage],
    submit: copy.submit,
    invalid,
    failure: copy.failure,
  };
}

function notifyReply(copy: Copy['comingSoon']['comingSoonPageCopy'], invalid: string): ReplyCopy {
  return {
    title: copy.notify.heading,
    fields: [{ name: 'email', label: copy.notify.label, kind: 'email' }, hiddenCountry, hiddenLanguage],
    submit: copy.notify.submit,
    invalid,
    failure: copy.errors.failed,
  };
}

export const contactForm: LeadForm<ReturnType<typeof worldContactSchema>> = {
  kind: 'contact',
  bucket: buckets.contact,
  schemas: perLocale((locale) => worldContactSchema(copyIn(locale).validation.validationMessages)),
  toLead: contactLead,
  received: () => apiSuccess.contact,
  country: (_input, posted) => posted,
  reply: perLocale((locale) => contactReply(copyIn(locale).contact.contactFormCopy)),
};

export const newsletterForm: LeadForm<ReturnType<typeof newsletterSchemaFor>> = {
  kind: 'newsletter',
  bucket: buckets.newsletter,
  schemas: perLocale((locale) => newsletterSchemaFor(copyIn(locale).validation.validationMessages)),
  toLead: newsletterLead,
  received: () => apiSuccess.newsletter,
  country: (_input, posted) => posted,
  reply: perLocale((locale) => newsletterReply(copyIn(locale).contact.newsletterCopy, copyIn(locale).contact.contactFormCopy.invalid)),
};

export const notifyForm: LeadForm<ReturnType<typeof notifySchemaFor>> = {
  kind: 'notify',
  bucket: buckets.notify,
  schemas: perLocale((locale) => notifySchemaFor(copyIn(locale).validation.validationMessages)),
  toLead: notifyLead,
  received: (input) => apiSuccess.notify(input.country),
  country: (input) => input.country,
  reply: perLocale((locale) => notifyReply(copyIn(locale).comingSoon.comingSoonPageCopy, copyIn(locale).contact.contactFormCopy.invalid)),
};

const storedLeadSchema = z.object({
  kind: z.enum(leadKinds),
  data: z.record(z.string(), z.unknown()),
});

/**
 * A lead read back from the store (an outbox job, a lead in doubt), checked by its form's own
 * schema, the one the route checks a submission with, and built again from what passed: data
 * written into Redis by anything but the route is refused (null) or, if valid, mailed only as
 * the route would have built it.
 */
export function leadFromStore(stored: unknown): Lead | null {
  const parsed = storedLeadSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { kind, data } = parsed.data;
  if (kind === 'contact') return rebuild(contactForm, data);
  if (kind === 'newsletter') return rebuild(newsletterForm, { email: data.email });
  return rebuild(notifyForm, { email: data.email, country: data.country });
}

function rebuild<Schema extends z.ZodObject>(form: LeadForm<Schema>, input: unknown): Lead | null {
  const parsed = form.schemas[defaultLocale].safeParse(input);
  return parsed.success ? form.toLead(parsed.data) : null;
}
