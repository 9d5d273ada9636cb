import type { FormProblem } from '../form-state';

/** What every form says when a post was not delivered, but for the service being down: each form has its own words for that. */
const sharedProblems = {
  'rate-limited': 'Too many attempts. Please wait a minute and try again.',
  'foreign-origin': 'This form can only be sent from the Kilele Pay website. Please open the page again and retry.',
  'too-large': 'That is more text than this form can send. Please shorten it and try again.',
} as const satisfies Record<Exclude<FormProblem, 'unavailable'>, string>;

/** The words for `problem`, `unavailable` being the form's own failure message. */
export function formProblemMessage(problem: FormProblem, unavailable: string): string {
  return problem === 'unavailable' ? unavailable : sharedProblems[problem];
}

export const rateLimitedMessage = sharedProblems['rate-limited'];

/** The trap field's label: no person meets it, but the page's words stay in its language. */
export const honeypotLabel = 'Leave this empty';

/** Every form's words when the server names fields to fix. */
export const invalidFormMessage = 'Please correct the highlighted fields.';
