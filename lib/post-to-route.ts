import { jsonPostInit } from './json-post';
import type { FieldErrors } from './validation/fields';

/**
 * The browser's side of the JSON contract with our route handlers: POST a body, then read
 * the answer. Any 2xx is success, in sandbox mode when the body says `"sandbox": true` (the
 * server simulated the upstream: nothing was sent, and the visitor must be told); a 400 may
 * name the bad fields (`{ error, fields }`); every other failure, no answer included, is
 * reported by status only, so callers show their own words and never a server's text. Never
 * rejects. No zod here: forms use it before their validation code has loaded.
 */
export type PostResult = { ok: true; sandbox: boolean } | { ok: false; status: number; fields: FieldErrors };

/** Status reported when no answer came: offline, refused, or over the time limit. */
export const noAnswer = 0;

export interface PostOptions {
  /** Give up after this long; long enough for an upstream timeout to come back as a 504 first. */
  timeoutMs?: number;
}

/** Whether a success body says the server ran in sandbox mode; only an explicit true counts. */
function isSandboxAnswer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'sandbox' in body && body.sandbox === true;
}

/** The `fields` of a 400 body, keeping only string messages. */
function fieldsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export async function postToRoute(path: string, body: unknown, { timeoutMs = 20_000 }: PostOptions = {}): Promise<PostResult> {
  // A timer rather than AbortSignal.timeout, so that tests with fake timers control it too.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(path, jsonPostInit(body, { signal: controller.signal }));
    if (response.ok) return { ok: true, sandbox: isSandboxAnswer(await response.json().catch(() => null)) };
    // Response interceptor: a 401 only logs this warning (the site has no session).
    if (response.status === 401) console.warn('Unauthorized, logging out...');
    const fields = response.status === 400 ? fieldsOf(await response.json().catch(() => null)) : {};
    return { ok: false, status: response.status, fields };
  } catch {
    return { ok: false, status: noAnswer, fields: {} };
  } finally {
    clearTimeout(timer);
  }
}
