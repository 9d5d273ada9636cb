import 'server-only';
import type { z } from 'zod';
import type { Country } from '@/lib/countries';
import { defaultCountry, isCountry } from '@/lib/countries';
import * as enFormProblems from '@/lib/content/form-problems';
import * as swFormProblems from '@/lib/content/sw/form-problems';
import type { FormProblem } from '@/lib/form-state';
import { receiptAnchor } from '@/lib/form-receipts';
import { defaultLocale, isLocale, localizedHref } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { pageHref } from '@/lib/routes';
import { fieldErrors } from '@/lib/validation/fields';
import type { FieldErrors } from '@/lib/validation/fields';
import { honeypotField } from '@/lib/validation/honeypot';
import { admitRequest } from '../admission';
import { serverConfig } from '../config';
import { checkLimits } from '../limits';
import { countRateLimitRefusal } from '../metrics';
import { describeError, logLine } from '../log';
import { apiErrors, apiSuccess } from '../messages';
import { isJsonContentType, readBody } from '../request-guard';
import { failure, success } from '../response';
import { UpstreamError } from '../upstream';
import { HandoffUnavailable, mailOnce } from './handoff';
import { leadId } from './lead';
import type { LeadForm } from './lead-forms';
import { enqueueLead } from './outbox';
import { quarantine } from './quarantine';
import { replyPage } from './reply-page';

/*
 * The POST handler of the contact, newsletter and notify routes. One stable address per form,
 * whatever the build: a page opened before a deploy posts to the same URL after it. Two ways in:
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
 * Refused submissions that carry something are quarantined (kept, counted, not mailed). A honeypot hit is answered as a
 * success, so that a bot learns nothing; a person never fills it.
 *
 * The form posts its page's language as `language` (English when absent): the field messages,
 * the reply page and the page a plain post returns to are in it.
 */

type Way = 'json' | 'form';

const formContentType = 'application/x-www-form-urlencoded';

interface Refusal {
  status: number;
  error: string;
  problem: FormProblem | 'invalid';
  fields?: FieldErrors;
  headers?: Record<string, string>;
}

export function leadRoute<Schema extends z.ZodObject>(form: LeadForm<Schema>): (request: Request) => Promise<Response> {
  return async function POST(request: Request): Promise<Response> {
    const way: Way = request.headers.get('content-type')?.toLowerCase().startsWith(formContentType) ? 'form' : 'json';
    let values: Record<string, string> = {};
    let locale: Locale = defaultLocale;
    const refuse = (refusal: Refusal) => (way === 'json' ? refuseJson(refusal) : refuseForm(form, refusal, values, locale));
    try {
      if (!admitRequest(request).admitted) return refuse({ status: 403, error: apiErrors.foreignOrigin, problem: 'foreign-origin' });
      if (way === 'json' && !isJsonContentType(request.headers.get('content-type'))) return failure(415, apiErrors.unsupportedType);

      const body = await readBody(request);
      if (body.kind === 'too-large') return refuse({ status: 413, error: apiErrors.tooLarge, problem: 'too-large' });
      if (body.kind === 'unreadable') return refuse({ status: 400, error: apiErrors.badJson, problem: 'unavailable' });
      const posted = way === 'form' ? Object.fromEntries(new URLSearchParams(body.text)) : parseJson(body.text);
      if (posted === undefined) return failure(400, apiErrors.badJson);
      values = textValues(posted);
      if (isLocale(values.language)) locale = values.language;

      const client = await checkLimits({ route: form.bucket, headers: request.headers, scope: 'client' });
      if (!client.allowed) {
        countRateLimitRefusal(form.bucket, client.status);
        if (hasContent(values)) await quarantine(form.kind, 'rate-limited', values);
        return refuse({ status: client.status, error: client.error, problem: 'rate-limited', headers: { 'Retry-After': String(client.retryAfterSeconds) } });
      }
      const sandbox = serverConfig().mail.endpoint === null;
      if (values[honeypotField]) {
        await quarantine(form.kind, 'honeypot', values);
        return received(form, way, sandbox, posted, values, locale, null);
      }

      const parsed = form.schemas[locale].safeParse(posted);
      if (!parsed.success) return refuse({ status: 400, error: apiErrors.invalid, problem: 'invalid', fields: fieldErrors(parsed.error) });

      const shared = await checkLimits({ route: form.bucket, headers: request.headers, scope: 'shared' });
      if (!shared.allowed) {
        countRateLimitRefusal(form.bucket, shared.status);
        await quarantine(form.kind, 'rate-limited', values);
        return refuse({ status: shared.status, error: shared.error, problem: 'rate-limited', headers: { 'Retry-After': String(shared.retryAfterSeconds) } });
      }

      const lead = form.toLead(parsed.data);
      const id = leadId(lead, serverConfig().mail.to, serverConfig().leadIdSecret);
      // Without the outbox (no Redis configured, or Redis down right now) the lead is mailed while
      // the visitor waits, under the same id and at most once: a lead is never refused because
      // the store is down, and a retry of one already handed over is answered as received.
      const stored = serverConfig().redis ? await enqueueLead(lead, id) : null;
      if (stored?.kind !== 'queued') await mailOnce(lead, id);
      return received(form, way, sandbox, parsed.data, values, locale, id);
    } catch (error) {
      if (error instanceof UpstreamError) {
        const timeout = error.kind === 'timeout';
        return refuse({ status: timeout ? 504 : 502, error: timeout ? apiErrors.upstreamTimeout : apiErrors.upstreamFailed, problem: 'unavailable' });
      }
      if (error instanceof HandoffUnavailable) return refuse({ status: 503, error: apiErrors.upstreamFailed, problem: 'unavailable' });
      // A bug or a bad setting, not the caller's input: logged by name, answered without detail.
      logLine('error', `api.${form.kind}`, { error: describeError(error) });
      return refuse({ status: 500, error: apiErrors.internal, problem: 'unavailable' });
    }
  };
}

function received<Schema extends z.ZodObject>(
  form: LeadForm<Schema>,
  way: Way,
  sandbox: boolean,
  input: unknown,
  values: Record<string, string>,
  locale: Locale,
  reference: string | null,
): Response {
  const parsed = form.schemas[locale].safeParse(input);
  if (way === 'json') {
    const message = sandbox ? apiSuccess.sandboxMail : parsed.success ? form.received(parsed.data) : apiSuccess.contact;
    return success(200, message, { sandbox, ...(reference ? { reference } : {}) });
  }
  const posted: Country = isCountry(values.country) ? values.country : defaultCountry;
  const country = parsed.success ? form.country(parsed.data, posted) : posted;
  const location = `${localizedHref(pageHref(country, 'home'), locale)}#${receiptAnchor(form.kind, sandbox)}`;
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

function refuseJson({ status, error, fields, headers }: Refusal): Response {
  return failure(status, error, { fields, headers });
}

function refuseForm<Schema extends z.ZodObject>(
  form: LeadForm<Schema>,
  { status, problem, fields, headers }: Refusal,
  values: Record<string, string>,
  locale: Locale,
): Response {
  const reply = form.reply[locale];
  const { formProblemMessage } = locale === 'sw' ? swFormProblems : enFormProblems;
  const reason = problem === 'invalid' ? reply.invalid : formProblemMessage(problem, reply.failure);
  const country = isCountry(values.country) ? values.country : defaultCountry;
  const page = replyPage({
    status,
    locale,
    home: localizedHref(pageHref(country, 'home'), locale),
    title: reply.title,
    reason,
    action: `/api/${form.kind}`,
    submit: reply.submit,
    fields: reply.fields,
    values,
    errors: fields ?? {},
  });
  for (const [name, value] of Object.entries(headers ?? {})) page.headers.set(name, value);
  return page;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
