import type { ValidationMessages } from '../content/validation';
import { airtimeSchemasFor } from '../validation/airtime';
import { fieldErrors } from '../validation/fields';
import type { FieldErrors } from '../validation/fields';
import { schemasIn } from '../validation/schemas-in';
import type { AirtimeOrder, AirtimeValues } from './machine';

/**
 * Checks the airtime form with the shared schema, in the page's language, and builds the
 * request body. Loaded on first use (it brings zod and the phone metadata), not with the page.
 */
export type AirtimeCheck = { ok: true; order: AirtimeOrder } | { ok: false; errors: FieldErrors };

const airtimeSchemas = schemasIn(airtimeSchemasFor);

export function checkAirtimeForm(values: AirtimeValues, messages: ValidationMessages): AirtimeCheck {
  const result = airtimeSchemas(messages).form.safeParse(values);
  return result.success ? { ok: true, order: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
