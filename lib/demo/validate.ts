import type { DemoTypeId } from '../content/demo';
import type { ValidationMessages } from '../content/validation';
import { demoSchemasFor } from '../validation/demo';
import { fieldErrors } from '../validation/fields';
import type { FieldErrors } from '../validation/fields';
import { schemasIn } from '../validation/schemas-in';
import type { DemoValues } from './machine';

/**
 * Checks a demo form with the shared schemas, in the page's language. Loaded on first use (it
 * brings zod and the phone metadata), not with the page.
 */
export type DemoCheck = { ok: true; phone: string | null } | { ok: false; errors: FieldErrors };

const demoSchemas = schemasIn(demoSchemasFor);

export function checkDemoForm(type: DemoTypeId, values: DemoValues, messages: ValidationMessages): DemoCheck {
  const schemas = demoSchemas(messages);
  if (type === 'express') {
    const result = schemas.expressForm.safeParse(values);
    return result.success ? { ok: true, phone: result.data.phone } : { ok: false, errors: fieldErrors(result.error) };
  }
  const result = (type === 'subscription' ? schemas.subscriptionForm : schemas.cardForm).safeParse(values);
  return result.success ? { ok: true, phone: null } : { ok: false, errors: fieldErrors(result.error) };
}
