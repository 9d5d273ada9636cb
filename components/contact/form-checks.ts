import type { ValidationMessages } from '@/lib/content/validation';
import { onDemand } from '@/lib/on-demand';
import { contactSchemaFor } from '@/lib/validation/contact';
import { fieldErrors } from '@/lib/validation/fields';
import type { FieldErrors } from '@/lib/validation/fields';
import { kenyaPhoneMetadata } from '@/lib/validation/kenya-phone-metadata';
import { newsletterSchemaFor } from '@/lib/validation/newsletter';
import { needsWorldPhoneMetadata } from '@/lib/validation/phone';
import { schemasIn } from '@/lib/validation/schemas-in';

/**
 * The home page forms' checks, the schemas their route handlers use, in the page's language,
 * loaded on demand when a visitor starts on a form: zod is most of a form's weight, and a
 * visitor who only reads the page should not download it. Every country's phone metadata is
 * heavier still, so it comes only once a number with another country's code is typed.
 */
const worldPhoneMetadata = onDemand(() => import('@/lib/validation/world-phone-metadata'));

const kenyanContactSchema = schemasIn((messages) => contactSchemaFor(kenyaPhoneMetadata, messages));
let worldContactSchema: typeof kenyanContactSchema | null = null;
const newsletterSchema = schemasIn(newsletterSchemaFor);

async function contactSchemaForPhone(phone: string, messages: ValidationMessages) {
  if (!needsWorldPhoneMetadata(phone)) return kenyanContactSchema(messages);
  const { worldPhoneMetadata: metadata } = await worldPhoneMetadata.load();
  worldContactSchema ??= schemasIn((inLanguage) => contactSchemaFor(metadata, inLanguage));
  return worldContactSchema(messages);
}

/** The contact form's messages by field, or null when it may be sent. */
export async function checkContact(values: Record<string, string>, messages: ValidationMessages): Promise<FieldErrors | null> {
  const parsed = (await contactSchemaForPhone(values.phone ?? '', messages)).safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

/** The newsletter box's message, or null when the address may be sent. */
export function checkNewsletter(email: string, messages: ValidationMessages): string | null {
  const parsed = newsletterSchema(messages).safeParse({ email });
  return parsed.success ? null : (fieldErrors(parsed.error).email ?? null);
}
