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

/** A lead sent again after an attempt whose outcome is unknown: it may repeat that attempt's mail. */
export interface PossibleRepeat {
  /** When the earlier attempt started, in ms since the epoch. */
  firstAt: number;
}

/**
 * What the mail API receives for a possible repeat: the subject says so, the message opens with
 * why (the first attempt's time and the submission id, which a person can match against the
 * other copy), and `X-Possible-Repeat` carries the same for a receiver that reads headers.
 */
export function markedAsPossibleRepeat(data: Lead['data'], id: string, { firstAt }: PossibleRepeat): { data: Lead['data']; header: string } {
  const first = new Date(firstAt).toISOString();
  const note = `Possible repeat: this lead (submission ${id}) was first sent at ${first}, and the mail service did not confirm it, so it is sent again. If you already have it, this copy is the same lead.`;
  return {
    data: { ...data, subject: `[Possible repeat] ${data.subject}`, message: `${note}\n\n${data.message}` },
    header: `first-attempt=${first}; submission=${id}`,
  };
}

/**
 * Mails one lead to the contact mailbox. `id` goes along as the `Idempotency-Key`: when a
 * first attempt timed out after the mail API had sent it, the retry, with the same key, is
 * recognised and not sent again. Throws an UpstreamError when the mail API failed, refused or
 * did not answer in time; the caller (the outbox, or the route without one) decides whether
 * to try again. `repeat`: the lead may have been mailed already; the copy says so.
 */
export async function sendLeadMail(lead: Lead, id: string, repeat?: PossibleRepeat): Promise<Delivery> {
  const { mail, timeoutMs } = serverConfig();
  if (!mail.endpoint) {
    // Sandbox: one line saying what arrived, without the message itself or a full address.
    logLine('info', `sandbox.mail.${lead.kind}`, { ...lead.summary, id, ...(repeat ? { possibleRepeat: true } : {}) });
    return { sandbox: true };
  }
  const marked = repeat ? markedAsPossibleRepeat(lead.data, id, repeat) : null;
  const request: MailApiRequest<Lead['data']> = { organisation: mail.organisation, to: mail.to, data: marked?.data ?? lead.data };
  // The same key as the first attempt: a mail API that honours it drops the copy.
  const headers: Record<string, string> = { 'Idempotency-Key': id, ...(marked ? { 'X-Possible-Repeat': marked.header } : {}) };
  // Delivered only when the mail API says so: a 2xx with JSON that does not say `success: false`.
  const answer = await postToUpstream('mail', mail.endpoint, request, { timeoutMs, headers });
  rejectRefusal('mail', answer);
  logLine('info', `mail.${lead.kind}`, { ...lead.summary, id, ...(marked ? { possibleRepeat: true } : {}) });
  return { sandbox: false };
}
