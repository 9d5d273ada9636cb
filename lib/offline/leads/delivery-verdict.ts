import type { PostResult } from '@/lib/post-to-route';
import type { FieldErrors } from '@/lib/validation/fields';

/**
 * What to do with a kept submission after one attempt to send it:
 * - `received`: delivered (the server has it, or had it already: same body, same submission id);
 * - `invalid`: the server named fields to fix, so sending it again cannot help;
 * - `refused`: any other answer that says this request will never be accepted (403, 413, 415…);
 * - `later`: no answer, the server or the mail service is down, or too many posts: try again.
 */
export type DeliveryVerdict =
  { kind: 'received'; sandbox: boolean } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'refused'; status: number } | { kind: 'later' };

/** Whether an answer (or its absence, status 0) may change on a later attempt. */
export function isWorthRetrying(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export function deliveryVerdict(result: PostResult): DeliveryVerdict {
  if (result.ok) return { kind: 'received', sandbox: result.sandbox };
  if (isWorthRetrying(result.status)) return { kind: 'later' };
  if (result.status === 400 && Object.keys(result.fields).length > 0) return { kind: 'invalid', fields: result.fields };
  return { kind: 'refused', status: result.status };
}
