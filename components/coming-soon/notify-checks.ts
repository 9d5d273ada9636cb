import type { ValidationMessages } from '@/lib/content/validation';
import { fieldErrors } from '@/lib/validation/fields';
import { notifySchemaFor } from '@/lib/validation/newsletter';
import type { NotifyInput } from '@/lib/validation/newsletter';
import { schemasIn } from '@/lib/validation/schemas-in';

export { NotifyConfirmation } from './notify-confirmation';

/*
 * The notify form's check, the schema its route handler uses, in the page's language. zod
 * weighs about 30 KB of gzip JavaScript, so the form loads this module when the visitor
 * reaches it, not with the page. The confirmation dialog comes with the form's words.
 */

export type NotifyValidation = { ok: true; data: NotifyInput } | { ok: false; emailError: string };

const notifySchema = schemasIn(notifySchemaFor);

/** A required, well-formed email and a coming-soon country; `failed` when the email has no message of its own. */
export function validateNotify(input: NotifyInput, messages: ValidationMessages, failed: string): NotifyValidation {
  const parsed = notifySchema(messages).safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, emailError: fieldErrors(parsed.error).email ?? failed };
}
