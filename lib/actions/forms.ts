'use server';

import type { FormState } from '@/lib/form-state';
import { submitForm } from '@/lib/server/form-submission';
import { sendContactMessage, sendLaunchNotifyRequest, sendNewsletterSignup } from '@/lib/server/mail';
import type { ContactInput } from '@/lib/validation/contact';
import { contactSchema } from '@/lib/validation/contact-schema';
import { newsletterSchema, notifySchema } from '@/lib/validation/newsletter';
import type { NewsletterInput, NotifyInput } from '@/lib/validation/newsletter';

/*
 * The Server Actions of the contact, newsletter and notify forms. Why actions and not a route
 * handler that answers form posts with a 303: React gives them progressive enhancement. The
 * server renders each form with a real action, so a post made with JavaScript off, or before
 * it has loaded, is a plain browser POST to the page; Next runs the action once and renders
 * the same page with its answer (useActionState), typed values and messages included, with no
 * result page or query string to keep in step. Once the page has hydrated, the form calls the
 * same action, so both ways meet the same guards, schema and mail adapter. The JSON routes
 * under /api stay for scripts.
 *
 * The first argument, React's previous state, comes from the browser and is ignored.
 */

export type ContactFormState = FormState<keyof ContactInput>;
export type NewsletterFormState = FormState<keyof NewsletterInput>;
export type NotifyFormState = FormState<keyof NotifyInput>;

export async function sendContactForm(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return submitForm({ name: 'contact', schema: contactSchema, deliver: sendContactMessage }, formData);
}

export async function sendNewsletterForm(_previous: NewsletterFormState, formData: FormData): Promise<NewsletterFormState> {
  return submitForm({ name: 'newsletter', schema: newsletterSchema, deliver: sendNewsletterSignup }, formData);
}

export async function sendNotifyForm(_previous: NotifyFormState, formData: FormData): Promise<NotifyFormState> {
  return submitForm({ name: 'notify', schema: notifySchema, deliver: sendLaunchNotifyRequest }, formData);
}
