import type { LeadKind } from './lead-kinds';

/**
 * After a post made without JavaScript, the server answers 303 to the form's page with one of
 * these fragments, and the page shows the matching confirmation (CSS :target, no script):
 * post/redirect/get, so that a reload or the back button shows the confirmation again
 * without posting again.
 */
export function receiptAnchor(form: LeadKind, sandbox: boolean): string {
  return `${form}-${sandbox ? 'sandbox' : 'received'}`;
}
