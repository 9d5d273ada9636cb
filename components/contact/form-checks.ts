import { onDemand } from '@/lib/on-demand';
import { contactSchemaFor } from '@/lib/validation/contact';
import { fieldErrors } from '@/lib/validation/fields';
import type { FieldErrors } from '@/lib/validation/fields';
import { kenyaPhoneMetadata } from '@/lib/validation/kenya-phone-metadata';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { needsWorldPhoneMetadata } from '@/lib/validation/phone';

/**
 * The home page forms' checks, the schemas the Server Actions use, loaded on demand when a
 * visitor starts on a form: zod is most of a form's weight, and a visitor who only reads the
 * page should not download it. Every country's phone metadata is heavier still, so it comes
 * only once a number with another country's code is typed.
 */
const worldPhoneMetadata = onDemand(() => import('@/lib/validation/world-phone-metadata'));

const kenyanContactSchema = contactSchemaFor(kenyaPhoneMetadata);
let worldContactSchema: ReturnType<typeof contactSchemaFor> | null = null;

async function contactSchemaForPhone(phone: string) {
  if (!needsWorldPhoneMetadata(phone)) return kenyanContactSchema;
  worldContactSchema ??= contactSchemaFor((await worldPhoneMetadata.load()).worldPhoneMetadata);
  return worldContactSchema;
}

/** The contact form's messages by field, or null when it may be sent. */
export async function checkContact(values: Record<string, string>): Promise<FieldErrors | null> {
  const parsed = (await contactSchemaForPhone(values.phone ?? '')).safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

/** The newsletter box's message, or null when the address may be sent. */
export function checkNewsletter(email: string): string | null {
  const parsed = newsletterSchema.safeParse({ email });
  return parsed.success ? null : (fieldErrors(parsed.error).email ?? null);
}
