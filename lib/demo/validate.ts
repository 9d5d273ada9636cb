import type { DemoTypeId } from '../content/demo';
import { fieldErrors } from '../validation/fields';
import type { FieldErrors } from '../validation/fields';
import { demoCardFormSchema, demoExpressFormSchema, demoSubscriptionFormSchema } from '../validation/demo';
import type { DemoValues } from './machine';

/**
 * Checks a demo form with the shared schemas. Loaded on first use (it brings zod and the phone
 * metadata), not with the page.
 */
export type DemoCheck = { ok: true; phone: string | null } | { ok: false; errors: FieldErrors };

export function checkDemoForm(type: DemoTypeId, values: DemoValues): DemoCheck {
  if (type === 'express') {
    const result = demoExpressFormSchema.safeParse(values);
    return result.success ? { ok: true, phone: result.data.phone } : { ok: false, errors: fieldErrors(result.error) };
  }
  const result = (type === 'subscription' ? demoSubscriptionFormSchema : demoCardFormSchema).safeParse(values);
  return result.success ? { ok: true, phone: null } : { ok: false, errors: fieldErrors(result.error) };
}
