import type { ValidationMessages } from '@/lib/content/validation';
import { z } from '@/lib/zod';
import { countries, defaultCountry } from '../countries';
import { emailAddress } from './fields';

/** The 'Stay Updated' box on the home page: POST /api/newsletter. */
export function newsletterSchemaFor(messages: ValidationMessages) {
  return z.object({ email: emailAddress(messages) });
}

/** The notify-me form of a coming-soon page: POST /api/notify. */
export function notifySchemaFor(messages: ValidationMessages) {
  return z.object({
    email: emailAddress(messages),
    country: z.enum(
      countries.filter((code) => code !== defaultCountry),
      { error: messages.notify.country },
    ),
  });
}
export type NotifyInput = z.input<ReturnType<typeof notifySchemaFor>>;
