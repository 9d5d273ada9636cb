/**
 * Why a lead form's submission was not received, as the form says it in its own words (a
 * server's text never reaches a visitor, and each form has its own words for "unavailable").
 */
export type FormProblem =
  /** Too many posts from this client in a short time. */
  | 'rate-limited'
  /** Posted from a page of another site. */
  | 'foreign-origin'
  /** More text than any honest submission holds. */
  | 'too-large'
  /** The mail service or the outbox failed or took too long, the server did, or no answer came. */
  | 'unavailable';

/** The problem a lead route's HTTP status stands for. */
export function problemOf(status: number): FormProblem {
  if (status === 429) return 'rate-limited';
  if (status === 403) return 'foreign-origin';
  if (status === 413) return 'too-large';
  return 'unavailable';
}
