import 'server-only';
import { serverConfig } from '../config';
import type { Lead } from '../leads/lead';
import { logLine } from '../log';
import { postToUpstream, rejectRefusal } from '../upstream';
import type { MailApiRequest } from './types';

export interface Delivery {
  /** True when MAIL_API_URL is unset: the request was logged, not emailed. */
  sandbox: boolean;
}

/**
 * Mails one lead to the contact mailbox. `id` goes along as the `Idempotency-Key`: when a
 * first attempt timed out after the mail API had sent it, the retry, with the same key, is
 * recognised and not sent again. Throws an UpstreamError when the mail API failed, refused or
 * did not answer in time; the caller (the outbox, or the route without one) decides whether
 * to try again.
 */
export async function sendLeadMail(lead: Lead, id: string): Promise<Delivery> {
  const { mail, timeoutMs } = serverConfig();
  if (!mail.endpoint) {
    // Sandbox: one line saying what arrived, without the message itself or a full address.
    logLine('info', `sandbox.mail.${lead.kind}`, { ...lead.summary, id });
    return { sandbox: true };
  }
  const request: MailApiRequest<Lead['data']> = { organisation: mail.organisation, to: mail.to, data: lead.data };
  // Delivered only when the mail API says so: a 2xx with JSON that does not say `success: false`.
  const answer = await postToUpstream('mail', mail.endpoint, request, { timeoutMs, headers: { 'Idempotency-Key': id } });
  rejectRefusal('mail', answer);
  logLine('info', `mail.${lead.kind}`, { ...lead.summary, id });
  return { sandbox: false };
}
