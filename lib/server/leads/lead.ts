import 'server-only';
import { createHmac } from 'node:crypto';
import { countryOptions } from '@/lib/countries';
import type { LeadKind } from '@/lib/lead-kinds';
import { site } from '@/lib/site';
import type { ContactMessage } from '@/lib/validation/contact';
import type { z } from 'zod';
import type { newsletterSchemaFor, notifySchemaFor } from '@/lib/validation/newsletter';
import { maskEmail } from '../log';
import type { ContactMailData, SubscriptionMailData } from '../mail/types';

/**
 * A lead as it will be mailed: what the mail API receives as `data`, and a short summary for
 * log lines (never the message itself, never a full address). Serialisable: it waits in the
 * outbox as it is.
 */
export interface Lead {
  kind: LeadKind;
  data: ContactMailData | SubscriptionMailData;
  summary: Record<string, string | number>;
}

type Newsletter = z.output<ReturnType<typeof newsletterSchemaFor>>;
type Notify = z.output<ReturnType<typeof notifySchemaFor>>;

/** The contact form: its six fields as `data`. */
export function contactLead({ fullname, email, company, phone, subject, message }: ContactMessage): Lead {
  return {
    kind: 'contact',
    data: { fullname, email, company, phone, subject, message },
    summary: { subject, from: maskEmail(email), characters: message.length },
  };
}

/** The 'Stay Updated' box: a subscribe request to the contact mailbox, under its own subject. */
export function newsletterLead({ email }: Newsletter): Lead {
  return {
    kind: 'newsletter',
    data: { subject: 'Newsletter subscription', email, message: `Please add ${email} to the ${site.name} newsletter.` },
    summary: { from: maskEmail(email) },
  };
}

/** A coming-soon page's notify-me form: who to tell when that market opens. */
export function notifyLead({ email, country }: Notify): Lead {
  const name = countryOptions[country].name;
  return {
    kind: 'notify',
    data: { subject: `Launch notification: ${name}`, email, message: `Please tell ${email} when ${site.name} launches in ${name}.`, country },
    summary: { from: maskEmail(email), country },
  };
}

/**
 * The submission's id: a keyed digest of what would be mailed, and to whom. The same submission
 * posted again (a reload, a double tap, a retry after a timeout, a script's replay) has the
 * same id, so the outbox keeps it once and the mail API, which receives the id as the
 * `Idempotency-Key`, sends it once. Field order is fixed by the lead builders above.
 *
 * Keyed (HMAC-SHA256 with `secret`, LEAD_ID_SECRET) because the id is logged beside the masked
 * address and given back as the reference: a plain digest of a newsletter lead, whose only
 * unknown is the address, would give that address back to anyone with a list to try.
 */
export function leadId(lead: Lead, mailbox: string, secret: string): string {
  const digest = createHmac('sha256', secret)
    .update(JSON.stringify([lead.kind, mailbox, lead.data]))
    .digest('base64url');
  return `${lead.kind}-${digest.slice(0, 32)}`;
}
