import { z } from 'zod';
import { comingSoonPageCopy } from '@/lib/content/coming-soon';
import { fieldErrors } from '@/lib/validation/fields';
import { notifySchema } from '@/lib/validation/newsletter';
import type { NotifyInput } from '@/lib/validation/newsletter';

/*
 * Everything the notify form needs zod for. zod weighs about 30 KB of gzip JavaScript, so
 * the form imports this module when the visitor reaches it, not with the page.
 */

/** The route handler of the notify form (issue 8 builds it; the JSON contract is shared). */
export const notifyEndpoint = '/api/notify';

/** Long enough for a slow mobile connection, short enough that nobody waits forever. */
const timeoutMs = 15_000;

export type NotifyValidation = { ok: true; data: NotifyInput } | { ok: false; emailError: string };

/** The same rules as the route handler: a required, well-formed email and a coming-soon country. */
export function validateNotify(input: NotifyInput): NotifyValidation {
  const parsed = notifySchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, emailError: fieldErrors(parsed.error).email ?? comingSoonPageCopy.errors.failed };
}

export type NotifyResult =
  | { ok: true }
  /** `emailError`: the server's message for the field (400); otherwise `message` is ours. */
  | { ok: false; emailError?: string; message: string };

const errorBody = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/**
 * POSTs `{email, country}`. Any 2xx is success. A 400 naming the email field gives its
 * message for under the input; every other failure, the network included, gives our own
 * words, never the server's text.
 */
export async function postNotify(input: NotifyInput): Promise<NotifyResult> {
  const { errors } = comingSoonPageCopy;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(notifyEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    if (response.status === 429) return { ok: false, message: errors.rateLimited };
    if (response.status === 400) {
      const body = errorBody.safeParse(await response.json().catch(() => null));
      const emailError = body.success ? body.data.fields?.email : undefined;
      if (emailError) return { ok: false, emailError, message: emailError };
    }
    return { ok: false, message: errors.failed };
  } catch {
    return { ok: false, message: errors.failed };
  } finally {
    clearTimeout(timer);
  }
}
