import 'server-only';
import type { DeliveryLog } from '@/lib/callback-delivery/answer';
import type { Pairing, PublishAnswer } from '@/lib/sandbox-listen/protocol';
import type { FieldErrors } from '@/lib/validation/fields';

/** The JSON every route handler answers with: `ok` and a message, or an error and each bad field's message. */
export interface ApiSuccess {
  ok: true;
  message: string;
  sandbox?: true;
  reference?: string;
}

export interface ApiError {
  error: string;
  /** A refusal the page explains in its own words (the `error` text is English, for API clients). */
  error_code?: string;
  fields?: FieldErrors;
}

/** Every answer of every handler: JSON in UTF-8, never stored by a cache. */
export function json(status: number, body: ApiSuccess | ApiError | DeliveryLog | Pairing | PublishAnswer, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function success(status: 200 | 202, message: string, extra: { sandbox?: boolean; reference?: string } = {}): Response {
  return json(status, {
    ok: true,
    message,
    ...(extra.sandbox ? { sandbox: true } : {}),
    ...(extra.reference ? { reference: extra.reference } : {}),
  });
}

export function failure(status: number, error: string, extra: { fields?: FieldErrors; headers?: Record<string, string>; errorCode?: string } = {}): Response {
  return json(status, { error, ...(extra.errorCode ? { error_code: extra.errorCode } : {}), ...(extra.fields ? { fields: extra.fields } : {}) }, extra.headers);
}
