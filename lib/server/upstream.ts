import 'server-only';
import { jsonPostInit } from '@/lib/json-post';
import { z } from '@/lib/zod';
import { readCappedBytes } from './capped-stream';
import { logLine } from './log';
import { timeUpstreamCall } from './metrics';

export type UpstreamName = 'mail' | 'payments' | 'airtime';

/**
 * A failed upstream call. `kind` picks the status (504 timeout, 502 otherwise); `detail` is for
 * the log only. `mayHaveArrived`: the upstream may have acted on the request all the same (no
 * answer in time, the connection cut after the request went out, a 2xx we could not read), as
 * opposed to a refusal it answered or a connection that never opened.
 */
export class UpstreamError extends Error {
  constructor(
    readonly upstream: UpstreamName,
    readonly kind: 'timeout' | 'failure',
    readonly detail: string,
    readonly mayHaveArrived: boolean = kind === 'timeout',
  ) {
    super(`${upstream} upstream ${kind}: ${detail}`);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamPostOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
}

// An upstream answer larger than this is not one we understand.
const maxResponseBytes = 64 * 1024;

/**
 * One POST, never retried: a payment or an STK push sent twice can charge or prompt a person
 * twice. Resolves to the parsed JSON answer, or null for an empty 204. The timeout covers the whole exchange, headers and body. Redirects are refused so
 * that a credential never follows one to another host.
 */
export function postToUpstream(upstream: UpstreamName, endpoint: string, body: unknown, options: UpstreamPostOptions): Promise<unknown> {
  return timeUpstreamCall(
    upstream,
    () => post(upstream, endpoint, body, options),
    (error) => (error instanceof UpstreamError ? error.kind : 'failure'),
  );
}

async function post(upstream: UpstreamName, endpoint: string, body: unknown, options: UpstreamPostOptions): Promise<unknown> {
  try {
    const response = await fetch(
      endpoint,
      jsonPostInit(body, { headers: options.headers, redirect: 'error', cache: 'no-store', signal: AbortSignal.timeout(options.timeoutMs) }),
    );
    const text = await readCapped(upstream, response);
    if (!response.ok) throw new UpstreamError(upstream, 'failure', `status ${response.status}`, false);
    // "No content" is an answer; any other 2xx must say what happened in JSON. An HTML page
    // (a captive portal, a misrouted proxy) or a broken body is not a delivery.
    if (response.status === 204 && text === '') return null;
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstreamError(upstream, 'failure', `status ${response.status} with a body that is not JSON`, true);
    }
  } catch (error) {
    const failure = asUpstreamError(upstream, error);
    logLine('warn', `upstream.${upstream}`, { kind: failure.kind, detail: failure.detail });
    throw failure;
  }
}

async function readCapped(upstream: UpstreamName, response: Response): Promise<string> {
  const body = await readCappedBytes(response.body, maxResponseBytes);
  if (body.kind === 'too-large') throw new UpstreamError(upstream, 'failure', 'response body too large', response.ok);
  return new TextDecoder().decode(body.bytes);
}

function asUpstreamError(upstream: UpstreamName, error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  // Duck-typed: fetch's errors may come from another realm (a test VM), where instanceof fails.
  const name = property(error, 'name');
  if (name === 'TimeoutError' || name === 'AbortError') return new UpstreamError(upstream, 'timeout', 'no answer in time');
  // fetch wraps network failures (refused, reset, DNS) in a TypeError whose cause has the code.
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  const code = property(cause, 'code');
  return new UpstreamError(upstream, 'failure', code ?? property(cause, 'name') ?? name ?? 'unknown error', code === undefined || !neverConnected.has(code));
}

/** Network errors raised before a request could leave: the upstream cannot have seen it. */
const neverConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function property(value: unknown, key: 'name' | 'code'): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found: unknown = Reflect.get(value, key);
  return typeof found === 'string' ? found : undefined;
}

// Payments and airtime answers are not documented; an explicit `success: false`, as
// in the documented error response, is a refusal however the status reads.
const refusal = z.looseObject({ success: z.literal(false) });

export function rejectRefusal(upstream: UpstreamName, answer: unknown): void {
  if (!refusal.safeParse(answer).success) return;
  logLine('warn', `upstream.${upstream}`, { kind: 'failure', detail: 'answered success: false' });
  throw new UpstreamError(upstream, 'failure', 'answered success: false');
}
