import type { FieldErrors } from '../validation/fields';
import type { AirtimeOrder } from './machine';

/** The browser's side of POST /api/airtime (SPEC §7 call 3). */
export const airtimePath = '/api/airtime';

const timeoutMs = 20_000;

export type AirtimeAnswer = { accepted: true } | { accepted: false; errors?: FieldErrors };

/** The request body's field names, as the form calls them. */
const formFieldOf: Record<string, string> = {
  phoneNumber: 'payingPhone',
  recipientPhone: 'recipientPhone',
  amount: 'amount',
};

/** The `fields` of a 400 answer ({ error, fields }), renamed to the form's fields. */
function fieldsOf(body: unknown): FieldErrors | undefined {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return undefined;
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = formFieldOf[name];
    if (field && typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * Sends the order. Any 2xx is accepted; anything else, or no answer, is a failure (with the
 * server's field messages on a 400). Never rejects.
 */
export async function postAirtime(order: AirtimeOrder): Promise<AirtimeAnswer> {
  try {
    const response = await fetch(airtimePath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return { accepted: true };
    if (response.status !== 400) return { accepted: false };
    const errors = fieldsOf(await response.json().catch(() => null));
    return errors ? { accepted: false, errors } : { accepted: false };
  } catch {
    return { accepted: false };
  }
}
