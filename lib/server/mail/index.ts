import 'server-only';
import { countryOptions } from '@/lib/countries';
import { site } from '@/lib/site';
import type { ContactMessage } from '@/lib/validation/contact';
import type { z } from 'zod';
import type { newsletterSchema, notifySchema } from '@/lib/validation/newsletter';
import { serverConfig } from '../config';
import { logLine, maskEmail } from '../log';
import { postToUpstream, rejectRefusal } from '../upstream';
import type { ContactMailData, MailApiRequest, SubscriptionMailData } from './types';

export interface Delivery {
  /** True when MAIL_API_URL is unset: the request was logged, not emailed. */
  sandbox: boolean;
}

type Newsletter = z.output<typeof newsletterSchema>;
type Notify = z.output<typeof notifySchema>;

/** The contact form: its six fields as `data`. */
export function sendContactMessage(message: ContactMessage): Promise<Delivery> {
  const { fullname, email, company, phone, subject, message: text } = message;
  const data: ContactMailData = { fullname, email, company, phone, subject, message: text };
  return deliver('contact', data, { subject: message.subject, from: maskEmail(email), characters: text.length });
}

/** The 'Stay Updated' box: a subscribe request to the contact mailbox, under its own subject. */
export function sendNewsletterSignup({ email }: Newsletter): Promise<Delivery> {
  const data: SubscriptionMailData = {
    subject: 'Newsletter subscription',
    email,
    message: `Please add ${email} to the ${site.name} newsletter.`,
  };
  return deliver('newsletter', data, { from: maskEmail(email) });
}

/** A coming-soon page's notify-me form: who to tell when that market opens. */
export function sendLaunchNotifyRequest({ email, country }: Notify): Promise<Delivery> {
  const name = countryOptions[country].name;
  const data: SubscriptionMailData = {
    subject: `Launch notification: ${name}`,
    email,
    message: `Please tell ${email} when ${site.name} launches in ${name}.`,
    country,
  };
  return deliver('notify', data, { from: maskEmail(email), country });
}

async function deliver(kind: string, data: ContactMailData | SubscriptionMailData, summary: Record<string, string | number>): Promise<Delivery> {
  const { mail, timeoutMs } = serverConfig();
  if (!mail.endpoint) {
    // Sandbox: one line saying what arrived, without the message itself or a full address.
    logLine('info', `sandbox.mail.${kind}`, summary);
    return { sandbox: true };
  }
  const request: MailApiRequest<typeof data> = { organisation: mail.organisation, to: mail.to, data };
  // Delivered only when the mail API says so: a 2xx with JSON that does not say `success: false`.
  const answer = await postToUpstream('mail', mail.endpoint, request, { timeoutMs });
  rejectRefusal('mail', answer);
  return { sandbox: false };
}
