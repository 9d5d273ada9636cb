import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import type { FormProblem, FormState } from '@/lib/form-state';
import { fieldErrors } from '@/lib/validation/fields';
import { admitRequest } from './admission';
import { checkLimits } from './limits';
import { describeError, logLine } from './log';
import type { Delivery } from './mail';
import { maxBodyBytes } from './request-guard';
import { UpstreamError } from './upstream';

export interface FormSubmission<Schema extends z.ZodObject> {
  /** Names the route in rate-limit keys and log lines: the JSON route's name, so both share a bucket. */
  name: string;
  /** The form's schema, shared with the JSON route; its keys are the fields read from the post. */
  schema: Schema;
  /** The mail adapter call the JSON route makes too. Only valid input gets here. */
  deliver: (input: z.output<Schema>) => Promise<Delivery>;
}

type FieldOf<Schema extends z.ZodObject> = Extract<keyof Schema['shape'], string>;

/**
 * A form posted to a Server Action, held to what its JSON route holds a request to: the same
 * origin check (admission.ts), the same 16 KiB of text, the same schema, the same rate limits
 * in the same buckets (limits.ts) and the same mail adapter. The answer says what happened in terms the form can show
 * (form-state.ts); it never throws, and never passes on a server's or an upstream's text.
 */
export async function submitForm<Schema extends z.ZodObject>(
  { name, schema, deliver }: FormSubmission<Schema>,
  formData: FormData,
): Promise<FormState<FieldOf<Schema>>> {
  const fields = Object.keys(schema.shape).filter((key): key is FieldOf<Schema> => key in schema.shape);
  const values: Partial<Record<FieldOf<Schema>, string>> = {};
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  try {
    const requestHeaders = await headers();
    if (!admitRequest({ headers: requestHeaders }).admitted) return failed(values, 'foreign-origin');
    // Next has read the post already (within serverActions.bodySizeLimit); what the visitor
    // typed is held to the JSON route's cap, whatever else the post carried.
    const typedBytes = fields.reduce((total, field) => total + Buffer.byteLength(values[field] ?? ''), 0);
    if (typedBytes > maxBodyBytes) return failed(values, 'too-large');

    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const messages = fieldErrors(parsed.error);
      const errors: Partial<Record<FieldOf<Schema>, string>> = {};
      for (const field of fields) if (messages[field]) errors[field] = messages[field];
      return { status: 'invalid', values, errors };
    }
    const verdict = await checkLimits({ route: name, headers: requestHeaders });
    if (!verdict.allowed) return failed(values, verdict.status === 429 ? 'rate-limited' : 'unavailable');
    const { sandbox } = await deliver(parsed.data);
    return { status: 'sent', sandbox };
  } catch (error) {
    // The upstream adapter logged its own failure; anything else is a bug or a bad setting.
    if (!(error instanceof UpstreamError)) logLine('error', `action.${name}`, { error: describeError(error) });
    return failed(values, 'unavailable');
  }
}

function failed<Field extends string>(values: Partial<Record<Field, string>>, problem: FormProblem): FormState<Field> {
  return { status: 'failed', values, problem };
}
