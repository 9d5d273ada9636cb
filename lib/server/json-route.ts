import 'server-only';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/validation/fields';
import type { FieldErrors } from '@/lib/validation/fields';
import { admitRequest } from './admission';
import { checkLimits } from './limits';
import type { LimitVerdict } from './limits';
import { describeError, logLine } from './log';
import { countRateLimitRefusal } from './metrics';
import { apiErrors } from './messages';
import { isJsonContentType, readBody } from './request-guard';
import { failure } from './response';
import { UpstreamError } from './upstream';

/** Why a request was not acted on: a status, the English error of API clients, and what goes with it. */
export interface Refusal {
  status: number;
  error: string;
  /** Each bad field's message: only a refusal of invalid input has them. */
  fields?: FieldErrors;
  headers?: Record<string, string>;
}

/** What the route knows of the request it is answering. */
export interface Submission {
  /** Sent as JSON, or as a plain HTML form's post (see `formBody`). */
  way: 'json' | 'form';
  /** The body as read; undefined until it is (a refusal before that has nothing to give back). */
  posted: unknown;
}

const formContentType = 'application/x-www-form-urlencoded';

export interface JsonRouteOptions<Schema extends z.ZodType> {
  /** Names the route in rate-limit keys and log lines. */
  name: string;
  /** The body's schema, or the schema a body asks for (a form may post its page's language). */
  schema: Schema | ((submission: Submission) => Schema);
  /** JSON media types the route reads; `application/json` unless told. */
  contentTypes?: readonly string[];
  /** The body size cap, `maxBodyBytes` (16 KiB) unless told. */
  maxBytes?: number;
  /** The phone an STK push would ring: limited per number, across routes, to spare its owner. */
  destinationPhone?: (input: z.output<Schema>) => string;
  /** The host the route sends a request to on the caller's behalf: limited per host, to spare it. */
  destinationHost?: (input: z.output<Schema>) => string;
  /**
   * Reads a plain HTML form's post (application/x-www-form-urlencoded), as a page without
   * JavaScript sends it. Without it such a post is refused like any body that is not JSON (415).
   */
  formBody?: (text: string) => unknown;
  /**
   * Counts the client's limit on every POST once its body is read, valid or not, so that a
   * flood of junk is limited too; the route's and the phone's counts still wait for valid input.
   * Otherwise every count waits for valid input.
   */
  limitEveryPost?: boolean;
  /** Told of each request a limit refused, with what it carried. */
  onLimited?: (submission: Submission) => Promise<void>;
  /** Looks at the body before the schema does; an answer here is the request's answer. */
  screen?: (submission: Submission) => Promise<Response | null>;
  /** Answers a refusal; in JSON unless the route answers some requests otherwise. */
  refuse?: (refusal: Refusal, submission: Submission) => Response;
  /** Does the route's work and says how it went. Only valid input gets here. */
  handle: (input: z.output<Schema>, submission: Submission) => Promise<Response>;
}

/**
 * The POST handler of a JSON route: the shared guards in order, cheapest first, then
 * the route's own work. Every way out is an answer (JSON unless the route says otherwise);
 * no input makes it throw.
 */
export function jsonRoute<Schema extends z.ZodType>(options: JsonRouteOptions<Schema>): (request: Request) => Promise<Response> {
  const refuse = options.refuse ?? refuseJson;
  return async function POST(request: Request): Promise<Response> {
    const form = options.formBody !== undefined && request.headers.get('content-type')?.toLowerCase().startsWith(formContentType) === true;
    const submission: Submission = { way: form ? 'form' : 'json', posted: undefined };
    try {
      return await guarded(request, options, submission, (refusal) => refuse(refusal, submission));
    } catch (error) {
      if (error instanceof UpstreamError) {
        const timeout = error.kind === 'timeout';
        return refuse({ status: timeout ? 504 : 502, error: timeout ? apiErrors.upstreamTimeout : apiErrors.upstreamFailed }, submission);
      }
      // A bug or a bad setting, not the caller's input: logged by name, answered without detail.
      logLine('error', `api.${options.name}`, { error: describeError(error) });
      return refuse({ status: 500, error: apiErrors.internal }, submission);
    }
  };
}

async function guarded<Schema extends z.ZodType>(
  request: Request,
  options: JsonRouteOptions<Schema>,
  submission: Submission,
  refuse: (refusal: Refusal) => Response,
): Promise<Response> {
  const admission = admitRequest(request);
  if (!admission.admitted) return refuse({ status: admission.status, error: admission.error });
  if (submission.way === 'json' && !isJsonContentType(request.headers.get('content-type'), options.contentTypes)) {
    return refuse({ status: 415, error: apiErrors.unsupportedType });
  }

  const body = await readBody(request, options.maxBytes);
  if (body.kind === 'too-large') return refuse({ status: 413, error: apiErrors.tooLarge });
  if (body.kind === 'unreadable') return refuse({ status: 400, error: apiErrors.badJson });
  const posted = submission.way === 'form' && options.formBody ? options.formBody(body.text) : parseJson(body.text);
  if (posted === undefined) return refuse({ status: 400, error: apiErrors.badJson });
  submission.posted = posted;

  const limited = async (verdict: LimitVerdict): Promise<Response | null> => {
    if (verdict.allowed) return null;
    countRateLimitRefusal(options.name, verdict.status);
    await options.onLimited?.(submission);
    return refuse({ status: verdict.status, error: verdict.error, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  };
  if (options.limitEveryPost) {
    const refused = await limited(await checkLimits({ route: options.name, headers: request.headers, scope: 'client' }));
    if (refused) return refused;
  }
  const screened = await options.screen?.(submission);
  if (screened) return screened;

  const schema = typeof options.schema === 'function' ? options.schema(submission) : options.schema;
  const parsed = schema.safeParse(posted);
  if (!parsed.success) return refuse({ status: 400, error: apiErrors.invalid, fields: fieldErrors(parsed.error) });

  // Counted once the request is one the route would act on: the limits spare the upstreams and
  // the phones, and a request that fails validation reaches neither.
  const refused = await limited(
    await checkLimits({
      route: options.name,
      headers: request.headers,
      phone: options.destinationPhone?.(parsed.data),
      destination: options.destinationHost?.(parsed.data),
      scope: options.limitEveryPost ? 'shared' : 'all',
    }),
  );
  return refused ?? options.handle(parsed.data, submission);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refuseJson({ status, error, fields, headers }: Refusal): Response {
  return failure(status, error, { fields, headers });
}

/** Every method but POST: Next's own 405 has no body and no Allow header. */
function methodNotAllowed(): Response {
  return failure(405, apiErrors.methodNotAllowed, { headers: { Allow: 'POST' } });
}

/** Spread into a route file: `export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;` */
export const otherMethods = {
  GET: methodNotAllowed,
  HEAD: methodNotAllowed,
  PUT: methodNotAllowed,
  PATCH: methodNotAllowed,
  DELETE: methodNotAllowed,
  OPTIONS: methodNotAllowed,
};
