import 'server-only';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/validation/fields';
import { admitRequest } from './admission';
import { checkLimits } from './limits';
import { describeError, logLine } from './log';
import { countRateLimitRefusal } from './metrics';
import { apiErrors } from './messages';
import { isJsonContentType, readBody } from './request-guard';
import { failure } from './response';
import { UpstreamError } from './upstream';

export interface JsonRouteOptions<Schema extends z.ZodType> {
  /** Names the route in rate-limit keys and log lines. */
  name: string;
  schema: Schema;
  /** JSON media types the route reads; `application/json` unless told. */
  contentTypes?: readonly string[];
  /** The body size cap, `maxBodyBytes` (16 KiB) unless told. */
  maxBytes?: number;
  /** The phone an STK push would ring: limited per number, across routes, to spare its owner. */
  destinationPhone?: (input: z.output<Schema>) => string;
  /** The host the route sends a request to on the caller's behalf: limited per host, to spare it. */
  destinationHost?: (input: z.output<Schema>) => string;
  /** Calls the upstream adapter and says how it went. Only valid input gets here. */
  handle: (input: z.output<Schema>) => Promise<Response>;
}

/**
 * The POST handler of a JSON route: the shared guards in order, cheapest first, then
 * the route's own work. Every way out is a JSON response; no input makes it throw.
 */
export function jsonRoute<Schema extends z.ZodType>(options: JsonRouteOptions<Schema>): (request: Request) => Promise<Response> {
  return async function POST(request: Request): Promise<Response> {
    try {
      return await guarded(request, options);
    } catch (error) {
      if (error instanceof UpstreamError) {
        return failure(error.kind === 'timeout' ? 504 : 502, error.kind === 'timeout' ? apiErrors.upstreamTimeout : apiErrors.upstreamFailed);
      }
      // A bug or a bad setting, not the caller's input: logged by name, answered without detail.
      logLine('error', `api.${options.name}`, { error: describeError(error) });
      return failure(500, apiErrors.internal);
    }
  };
}

async function guarded<Schema extends z.ZodType>(request: Request, options: JsonRouteOptions<Schema>): Promise<Response> {
  const admission = admitRequest(request);
  if (!admission.admitted) return failure(admission.status, admission.error);
  if (!isJsonContentType(request.headers.get('content-type'), options.contentTypes)) return failure(415, apiErrors.unsupportedType);

  const body = await readBody(request, options.maxBytes);
  if (body.kind === 'too-large') return failure(413, apiErrors.tooLarge);
  if (body.kind === 'unreadable') return failure(400, apiErrors.badJson);
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return failure(400, apiErrors.badJson);
  }

  const parsed = options.schema.safeParse(value);
  if (!parsed.success) return failure(400, apiErrors.invalid, { fields: fieldErrors(parsed.error) });

  // Counted once the request is one the route would act on: the limits spare the upstreams and
  // the phones, and a request that fails validation reaches neither.
  const verdict = await checkLimits({
    route: options.name,
    headers: request.headers,
    phone: options.destinationPhone?.(parsed.data),
    destination: options.destinationHost?.(parsed.data),
  });
  if (!verdict.allowed) countRateLimitRefusal(options.name, verdict.status);
  if (!verdict.allowed) return failure(verdict.status, verdict.error, { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  return options.handle(parsed.data);
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
