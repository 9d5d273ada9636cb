import type { ValidationMessages } from '@/lib/content/validation';
import { fill } from '@/lib/fill';
import { z } from '@/lib/zod';
import { emailMaxLength } from './lengths';
import { plainText } from './plain-text';
import type { TextMessages, TextShape } from './plain-text';

/**
 * A required text field: no control characters (line breaks only where `shape` is
 * 'multi-line'), trimmed, with the field's own message when empty and a length cap.
 */
export function requiredText(message: string, maxLength: number, messages: TextMessages, shape: TextShape = 'single-line') {
  return plainText(message, messages, shape)
    .min(1, message)
    .max(maxLength, fill(messages.tooLong, { max: maxLength }));
}

/** A required email address, with one message when empty (`required`) and another when malformed. */
export function emailAddress(messages: ValidationMessages, required = messages.email.required) {
  const invalid = messages.email.invalid;
  return plainText(required, messages.text).min(1, required).max(emailMaxLength, invalid).pipe(z.email(invalid));
}

export type FieldErrors = Record<string, string>;

/** The first message for each field, keyed by its top-level name: what forms show under fields. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    errors[field] ??= issue.message;
  }
  return errors;
}
