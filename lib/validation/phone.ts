import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { MetadataJson } from 'libphonenumber-js/core';
import { z } from '@/lib/zod';
// libphonenumber-js's max metadata for Kenya only (scripts/generate-phone-metadata.mjs): the
// M-Pesa forms need no other country, and every country's metadata is about 39 KB gzip.
import { kenyaPhoneMetadata } from './kenya-phone-metadata';
import { phoneMaxLength } from './lengths';
import { plainText } from './plain-text';
import type { TextMessages } from './plain-text';

export type PhoneKind = 'mobile' | 'any';

/** Digits with the usual separators only, an optional leading +: no letters, no extensions. */
const phoneShape = /^\+?[\d\s().-]{7,20}$/;

/**
 * A Kenyan number typed in any usual form (0712 345 678, 712345678, +254 712 345 678,
 * 254712345678, 0110 123 456) as the 12 digits M-Pesa expects (254712345678), or null when it
 * is not a valid Kenyan number, or not a mobile number when `kind` is 'mobile'.
 */
export function normalizeKenyanPhone(input: string, kind: PhoneKind = 'mobile'): string | null {
  const text = input.trim();
  if (!phoneShape.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'KE', kenyaPhoneMetadata);
  if (!phone || phone.country !== 'KE' || !phone.isValid()) return null;
  if (kind === 'mobile') {
    const type = phone.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  }
  return phone.number.slice(1);
}

/**
 * Any valid number of any country, in E.164 (+14155552671, +254712345678), or null. A number
 * typed without its country code is read as Kenyan. `metadata` says which countries are
 * known: every country's on the server; in the browser Kenya's alone until a number needs more
 * (needsWorldPhoneMetadata).
 */
export function normalizeInternationalPhone(input: string, metadata: MetadataJson): string | null {
  const text = input.trim();
  if (!phoneShape.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'KE', metadata);
  return phone?.isValid() ? phone.number : null;
}

/**
 * Whether `input` names another country than Kenya, so that checking it needs every
 * country's metadata: a leading + (or 000, Kenya's international prefix) and another code.
 * Any other input reads the same with Kenya's metadata alone.
 */
export function needsWorldPhoneMetadata(input: string): boolean {
  const compact = input.replace(/[\s().-]/g, '');
  return /^(\+|000)/.test(compact) && !/^(\+|000)254/.test(compact);
}

export interface PhoneMessages {
  required: string;
  invalid: string;
}

function phoneField(messages: PhoneMessages, text: TextMessages, normalize: (value: string) => string | null) {
  return plainText(messages.required, text)
    .min(1, messages.required)
    .max(phoneMaxLength, messages.invalid)
    .transform((value, context) => {
      const normalized = normalize(value);
      if (normalized === null) {
        context.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return normalized;
    });
}

/** A zod field that accepts a Kenyan phone in any usual form and outputs its 254… digits. */
export function kenyanPhone(messages: PhoneMessages, text: TextMessages, kind: PhoneKind = 'mobile') {
  return phoneField(messages, text, (value) => normalizeKenyanPhone(value, kind));
}

/** A zod field that accepts any country's valid number (Kenyan without a code) and outputs E.164. */
export function internationalPhone(messages: PhoneMessages, text: TextMessages, metadata: MetadataJson) {
  return phoneField(messages, text, (value) => normalizeInternationalPhone(value, metadata));
}
