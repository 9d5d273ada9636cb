import type { ValidationMessages } from '@/lib/content/validation';
import { z } from '@/lib/zod';

/*
 * Characters no form field of ours accepts: they are invisible, and in a mail, a log line or
 * an upstream request they can break a line, end a string early or reorder what a reader
 * sees. C0 and C1 controls (NUL, CR, LF, tab, escape, …), DEL, the Unicode line and paragraph
 * separators, and the bidirectional controls (LRM, RLM, ALM, the embeddings and overrides
 * U+202A–202E, the isolates U+2066–2069). A multi-line field keeps CR, LF and tab: a message
 * has paragraphs.
 */
const singleLineForbidden = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const multiLineForbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** What a text field says about its length and its characters, in the page's language. */
export type TextMessages = ValidationMessages['text'];

export type TextShape = 'single-line' | 'multi-line';

export function hasForbiddenCharacters(text: string, shape: TextShape = 'single-line'): boolean {
  return (shape === 'single-line' ? singleLineForbidden : multiLineForbidden).test(text);
}

/**
 * A string field that refuses the characters above before anything else is checked (so the
 * visitor reads what is wrong, not "invalid email"), then trims the ends. A multi-line text
 * has its line breaks written as LF: a browser posting a form sends CRLF, a script may send
 * either, and the message reads the same whichever way it came.
 */
export function plainText(requiredMessage: string, messages: TextMessages, shape: TextShape = 'single-line') {
  const message = shape === 'single-line' ? messages.singleLineControl : messages.multiLineControl;
  const text = z
    .string({ error: requiredMessage })
    .refine((value) => !hasForbiddenCharacters(value, shape), { message, abort: true })
    .trim();
  return shape === 'single-line' ? text : text.overwrite((value) => value.replace(/\r\n?/g, '\n'));
}
