import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from '@/lib/zod';
// libphonenumber-js's max metadata for Kenya only (scripts/generate-phone-metadata.mjs).
import { kenyaPhoneMetadata as metadata } from './kenya-phone-metadata';

export type PhoneKind = 'mobile' | 'any';

/**
 * A Kenyan number typed in any usual form (0712 345 678, 712345678, +254 712 345 678,
 * 254712345678, 0110 123 456) as the 12 digits M-Pesa expects (254712345678), or null when it
 * is not a valid Kenyan number, or not a mobile number when `kind` is 'mobile'.
 */
export function normalizeKenyanPhone(input: string, kind: PhoneKind = 'mobile'): string | null {
  const text = input.trim();
  // Digits with the usual separators only: no letters, no extensions.
  if (!/^\+?[\d\s().-]{7,20}$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'KE', metadata);
  if (!phone || phone.country !== 'KE' || !phone.isValid()) return null;
  if (kind === 'mobile') {
    const type = phone.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  }
  return phone.number.slice(1);
}

export interface PhoneMessages {
  required: string;
  invalid: string;
}

/** A zod field that accepts a Kenyan phone in any usual form and outputs its 254… digits. */
export function kenyanPhone(messages: PhoneMessages, kind: PhoneKind = 'mobile') {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(32, messages.invalid)
    .transform((value, context) => {
      const normalized = normalizeKenyanPhone(value, kind);
      if (normalized === null) {
        context.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return normalized;
    });
}
