import { comingSoonPageCopy } from '@/lib/content/coming-soon';
import { postJson } from '@/lib/post-json';
import { fieldErrors } from '@/lib/validation/fields';
import { notifySchema } from '@/lib/validation/newsletter';
import type { NotifyInput } from '@/lib/validation/newsletter';

/*
 * Everything the notify form needs zod for. zod weighs about 30 KB of gzip JavaScript, so
 * the form imports this module when the visitor reaches it, not with the page.
 */

/** The route handler of the notify form (issue 8 builds it; the JSON contract is shared). */
export const notifyEndpoint = '/api/notify';

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

/**
 * POSTs `{email, country}`. Any 2xx is success. A 400 naming the email field gives its
 * message for under the input; every other failure, the network included, gives our own
 * words, never the server's text.
 */
export async function postNotify(input: NotifyInput): Promise<NotifyResult> {
  const { errors } = comingSoonPageCopy;
  // Long enough for a slow mobile connection, short enough that nobody waits forever.
  const result = await postJson(notifyEndpoint, input, { timeoutMs: 15_000 });
  if (result.ok) return { ok: true };
  if (result.status === 429) return { ok: false, message: errors.rateLimited };
  const emailError = result.fields.email;
  if (emailError) return { ok: false, emailError, message: emailError };
  return { ok: false, message: errors.failed };
}
