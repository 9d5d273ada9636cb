import 'server-only';
import type { z } from 'zod';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { defaultCountry, isCountry } from '@/lib/countries';
import { problemOf } from '@/lib/form-state';
import { receiptAnchor } from '@/lib/form-receipts';
import { defaultLocale, isLocale, localizedHref } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { pageHref } from '@/lib/routes';
import { honeypotField } from '@/lib/validation/honeypot';
import { serverConfig } from '../config';
import { jsonRoute } from '../json-route';
import type { Refusal, Submission } from '../json-route';
import { apiErrors, apiSuccess } from '../messages';
import { failure, success } from '../response';
import { HandoffUnavailable, mailOnce } from './handoff';
import { leadId } from './lead';
import type { LeadForm } from './lead-forms';
import { enqueueLead } from './outbox';
import { quarantine } from './quarantine';
import { replyPage } from './reply-page';

/*
 * The POST handler of the contact, newsletter and notify routes: a JSON route (json-route.ts:
 * origin, content type, capped body, limits, schema, answers) with what only a lead needs. One
 * stable address per form, whatever the build: a page opened before a deploy posts to the same
 * URL after it. Two ways in:
 *
 * - JSON, from the hydrated forms and from scripts: answered in JSON, as every route is;
 * - a plain form post (application/x-www-form-urlencoded), from a page without JavaScript or
 *   not yet hydrated: a received lead is answered 303 to the form's page with a receipt
 *   fragment (post/redirect/get, so a reload shows the receipt and posts nothing); anything
 *   else with a page that says why and gives back everything typed.
 *
 * In order: the origin check; the client's limit, counted for every POST (valid or not, so a
 * flood of junk is limited too); the honeypot; the schema; the route's shared limit; then the
 * lead goes to the outbox (Redis), or is mailed at once when there is none or Redis is down.
 * Refused submissions that carry something are quarantined (kept, counted, not mailed). A
 * honeypot hit is answered as a success, so that a bot learns nothing; a person never fills it.
 *
 * The form posts its page's language as `language` (English when absent): the field messages,
 * the reply page and the page a plain post returns to are in it.
 */
export function leadRoute<Schema extends z.ZodObject>(form: LeadForm<Schema>): (request: Request) => Promise<Response> {
  return jsonRoute({
    name: form.bucket,
    schema: (submission) => form.schemas[postedLocale(submission)],
    formBody: (text) => Object.fromEntries(new URLSearchParams(text)),
    limitEveryPost: true,
    onLimited: async (submission) => {
      const values = textValues(submission.posted);
      if (hasContent(values)) await quarantine(form.kind, 'rate-limited', values);
    },
    screen: async (submission) => {
      const values = textValues(submission.posted);
      if (!values[honeypotField]) return null;
      await quarantine(form.kind, 'honeypot', values);
      return received(form, submission, null);
    },
    refuse: (refusal, submission) => answerRefusal(form, refusal, submission),
    handle: async (input, submission) => {
      const lead = form.toLead(input);
      const { mail, redis, leadIdSecret } = serverConfig();
      const id = leadId(lead, mail.to, leadIdSecret);
      try {
        // Without the outbox (no Redis configured, or Redis down right now) the lead is mailed
        // while the visitor waits, under the same id and at most once: a lead is never refused
        // because the store is down, and a retry of one already handed over is answered as received.
        const stored = redis ? await enqueueLead(lead, id) : null;
        if (stored?.kind !== 'queued') await mailOnce(lead, id);
      } catch (error) {
        if (!(error instanceof HandoffUnavailable)) throw error;
        return answerRefusal(form, { status: 503, error: apiErrors.upstreamFailed }, submission);
      }
      return received(form, submission, id);
    },
  });
}

/** The language the form's page was in: the one it posted, English when it posted none. */
function postedLocale(submission: Submission): Locale {
  const { language } = textValues(submission.posted);
  return isLocale(language) ? language : defaultLocale;
}

/** The country of the form's page, as it posted it. */
function postedCountry(submission: Submission): Country {
  const { country } = textValues(submission.posted);
  return isCountry(country) ? country : defaultCountry;
}

/** A received lead: JSON with its reference, or 303 to the receipt on the form's page. */
function received<Schema extends z.ZodObject>(form: LeadForm<Schema>, submission: Submission, reference: string | null): Response {
  const locale = postedLocale(submission);
  const parsed = form.schemas[locale].safeParse(submission.posted);
  const sandbox = serverConfig().mail.endpoint === null;
  if (submission.way === 'json') {
    const message = sandbox ? apiSuccess.sandboxMail : parsed.success ? form.received(parsed.data) : apiSuccess.contact;
    return success(200, message, { sandbox, ...(reference ? { reference } : {}) });
  }
  const country = parsed.success ? form.country(parsed.data, postedCountry(submission)) : postedCountry(submission);
  const location = `${localizedHref(pageHref(country, 'home'), locale)}#${receiptAnchor(form.kind, sandbox)}`;
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** A refusal: in JSON to JSON, and to a plain form post as a page that says why and keeps what was typed. */
function answerRefusal<Schema extends z.ZodObject>(form: LeadForm<Schema>, refusal: Refusal, submission: Submission): Response {
  const { status, error, fields, headers } = refusal;
  if (submission.way === 'json') return failure(status, error, { fields, headers });
  const locale = postedLocale(submission);
  const reply = form.reply[locale];
  const reason = fields ? reply.invalid : copyIn(locale).formProblems.formProblemMessage(problemOf(status), reply.failure);
  const page = replyPage({
    status,
    locale,
    home: localizedHref(pageHref(postedCountry(submission), 'home'), locale),
    title: reply.title,
    reason,
    action: `/api/${form.kind}`,
    submit: reply.submit,
    fields: reply.fields,
    values: textValues(submission.posted),
    errors: fields ?? {},
  });
  for (const [name, value] of Object.entries(headers ?? {})) page.headers.set(name, value);
  return page;
}

/** The posted strings, for the reply page and the quarantine: nothing else is kept. */
function textValues(posted: unknown): Record<string, string> {
  if (typeof posted !== 'object' || posted === null) return {};
  return Object.fromEntries(
    Object.entries(posted)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .slice(0, 20),
  );
}

function hasContent(values: Record<string, string>): boolean {
  return Object.entries(values).some(([name, value]) => name !== 'country' && value.trim() !== '');
}
