/**
 * The contract between a form and its Server Action: what the action answers, and what the
 * page shows. Without JavaScript the answer comes back inside the page the server renders
 * after the post (useActionState); with JavaScript the form calls the action itself and shows
 * the same answer with a toast.
 *
 * Why a problem is a name and not a text: the form says it in its own words (a server's text
 * never reaches a visitor), and each form has its own words for "unavailable".
 */
export type FormProblem =
  /** Too many posts from this client in a short time. */
  | 'rate-limited'
  /** Posted from a page of another site. */
  | 'foreign-origin'
  /** More text than any honest submission holds. */
  | 'too-large'
  /** The mail service failed or took too long, or the server did. */
  | 'unavailable';

export type FormState<Field extends string> =
  | { status: 'idle' }
  /** Delivered; `sandbox` when the server only logged it (no mail service configured). */
  | { status: 'sent'; sandbox: boolean }
  /** The server's schema refused it: each field's message, and everything typed, kept. */
  | { status: 'invalid'; values: Partial<Record<Field, string>>; errors: Partial<Record<Field, string>> }
  /** Not delivered, for `problem`; everything typed is kept for another try. */
  | { status: 'failed'; values: Partial<Record<Field, string>>; problem: FormProblem };

export const idleFormState = { status: 'idle' } as const;

/** The values a form starts from: those an answer sent back, else empty. */
export function valuesOf<Field extends string>(state: FormState<Field>, empty: Record<Field, string>): Record<Field, string> {
  return state.status === 'invalid' || state.status === 'failed' ? { ...empty, ...state.values } : empty;
}

/** A form's values as the FormData a Server Action reads, as the browser would post them. */
export function formDataOf(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}
