import { z } from '@/lib/zod';
import { emailMaxLength } from './lengths';
import { plainText } from './plain-text';
import type { TextShape } from './plain-text';

/**
 * A required text field: no control characters (line breaks only where `shape` is
 * 'multi-line'), trimmed, with the field's own message when empty and a length cap.
 */
export function requiredText(message: string, maxLength: number, shape: TextShape = 'single-line') {
  return plainText(message, shape).min(1, message).max(maxLength, `Use at most ${maxLength} characters`);
}

/** A required email address, with one message when empty and another when malformed. */
export function emailAddress(requiredMessage: string, invalidMessage = 'Enter a valid email address') {
  return plainText(requiredMessage).min(1, requiredMessage).max(emailMaxLength, invalidMessage).pipe(z.email(invalidMessage));
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
