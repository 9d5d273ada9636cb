import { fieldErrors } from '../validation/fields';
import type { FieldErrors } from '../validation/fields';
import { airtimeFormSchema } from '../validation/airtime';
import type { AirtimeOrder, AirtimeValues } from './machine';

/**
 * Checks the airtime form with the shared schema and builds the request body. Loaded on first
 * use (it brings zod and the phone metadata), not with the page.
 */
export type AirtimeCheck = { ok: true; order: AirtimeOrder } | { ok: false; errors: FieldErrors };

export function checkAirtimeForm(values: AirtimeValues): AirtimeCheck {
  const result = airtimeFormSchema.safeParse(values);
  return result.success ? { ok: true, order: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
