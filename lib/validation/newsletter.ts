import { z } from '@/lib/zod';
import { countries, defaultCountry } from '../countries';
import { emailAddress } from './fields';

/** The 'Stay Updated' box on the home page: POST /api/newsletter. */
export const newsletterSchema = z.object({
  email: emailAddress('Enter your email address'),
});

/** The notify-me form of a coming-soon page: POST /api/notify. */
export const notifySchema = z.object({
  email: emailAddress('Enter your email address'),
  country: z.enum(
    countries.filter((code) => code !== defaultCountry),
    { error: 'Choose a country that is coming soon' },
  ),
});
export type NotifyInput = z.input<typeof notifySchema>;
