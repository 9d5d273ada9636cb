import { comingSoonPageCopy } from '@/lib/content/coming-soon';
import { fieldErrors } from '@/lib/validation/fields';
import { notifySchema } from '@/lib/validation/newsletter';
import type { NotifyInput } from '@/lib/validation/newsletter';

export { NotifyConfirmation } from './notify-confirmation';

/*
 * The notify form's check, the schema its Server Action uses, and its confirmation dialog.
 * zod weighs about 30 KB of gzip JavaScript, so the form loads this module when the visitor
 * reaches it, not with the page.
 */

export type NotifyValidation = { ok: true; data: NotifyInput } | { ok: false; emailError: string };

/** A required, well-formed email and a coming-soon country. */
export function validateNotify(input: NotifyInput): NotifyValidation {
  const parsed = notifySchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, emailError: fieldErrors(parsed.error).email ?? comingSoonPageCopy.errors.failed };
}
