import { postToRoute } from '../post-to-route';
import type { FieldErrors } from '../validation/fields';
import type { AirtimeOrder } from './machine';

/** The browser's side of POST /api/airtime. */
export const airtimePath = '/api/airtime';

/** `sandbox`: the server accepted in sandbox mode, so no prompt went out. */
export type AirtimeAnswer = { accepted: true; sandbox: boolean } | { accepted: false; errors?: FieldErrors };

/** The request body's field names, as the form calls them. */
const formFieldOf: Record<string, string> = {
  phoneNumber: 'payingPhone',
  recipientPhone: 'recipientPhone',
  amount: 'amount',
};

/**
 * Sends the order. Any 2xx is accepted; anything else, or no answer, is a failure (with the
 * server's field messages on a 400, renamed to the form's fields). Never rejects.
 */
export async function postAirtime(order: AirtimeOrder): Promise<AirtimeAnswer> {
  const result = await postToRoute(airtimePath, order);
  if (result.ok) return { accepted: true, sandbox: result.sandbox };
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(result.fields)) {
    const field = formFieldOf[name];
    if (field) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { accepted: false, errors } : { accepted: false };
}
