import { contactSchema } from '@/lib/validation/contact';
import { fieldErrors } from '@/lib/validation/fields';
import type { FieldErrors } from '@/lib/validation/fields';
import { newsletterSchema } from '@/lib/validation/newsletter';

/**
 * The forms' validation and sending, loaded with import() when a visitor starts on a form:
 * zod and the Kenyan phone metadata are most of a form's weight, and a visitor who only reads
 * the page should not download them.
 */
export { postJson } from '@/lib/post-json';

/** The contact form's messages by field, or null when it may be sent. */
export function checkContact(values: Record<string, string>): FieldErrors | null {
  const parsed = contactSchema.safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

/** The newsletter box's message, or null when the address may be sent. */
export function checkNewsletter(email: string): string | null {
  const parsed = newsletterSchema.safeParse({ email });
  return parsed.success ? null : (fieldErrors(parsed.error).email ?? null);
}
