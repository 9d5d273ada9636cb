import type { FieldErrors } from '../validation/fields';
import type { DueEvent } from '../demo/machine';

/**
 * The airtime form and its modal as a reducer. Submitting opens the modal at
 * step 1 (request submitted); every 2 s, or on Continue, it moves on: step 2 (check your phone),
 * then step 3, the outcome. Done, Escape or a click outside closes it and resets it.
 *
 * Departing from the original, step 3 says "Transaction complete" only once the server has
 * accepted the request. While the call is still pending, step 3 reads "Waiting for
 * confirmation" and turns to the outcome when the answer arrives. A failed call (non-2xx or no
 * answer) shows the failure and the manual Paybill steps at once, whatever the step. So does a
 * server in sandbox mode: it accepted the request but sent no prompt, and the modal says so
 * rather than "Check your phone" or "Transaction complete".
 */
export const airtimeTimings = {
  /** Each automatic step of the modal. */
  stepMs: 2000,
} as const;

/** What the form holds when it is sent (its inputs keep their own values; the form reads them then). */
export interface AirtimeValues {
  payingPhone: string;
  recipientPhone: string;
  amount: string;
  forAnotherNumber: boolean;
}

export type AirtimeTextField = Exclude<keyof AirtimeValues, 'forAnotherNumber'>;

export type AirtimeStep = 1 | 2 | 3;
/** `sandbox`: accepted by a server in sandbox mode, which sent no prompt. */
export type RequestStatus = 'pending' | 'accepted' | 'sandbox' | 'failed';

/** The request being made, as sent (normalised numbers, integer amount). */
export interface AirtimeOrder {
  phoneNumber: string;
  recipientPhone: string;
  amount: number;
}

export interface AirtimeRequestState {
  attempt: number;
  order: AirtimeOrder;
  status: RequestStatus;
}

export interface AirtimeState {
  errors: FieldErrors;
  /** The latest request, kept after the modal closes so that a late answer is not lost. */
  request: AirtimeRequestState | null;
  modal: { step: AirtimeStep } | null;
  attempt: number;
}

export type AirtimeEvent =
  /** The visitor changed a field: its message goes until the next check. */
  | { type: 'edit'; field: string }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'submitted'; order: AirtimeOrder }
  | { type: 'advance' }
  | { type: 'answered'; attempt: number; accepted: boolean; sandbox?: boolean; errors?: FieldErrors }
  | { type: 'close' };

export const initialAirtimeState: AirtimeState = { errors: {}, request: null, modal: null, attempt: 0 };

function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** The answer ends the steps at once: the call failed, or no prompt went out (sandbox). */
function hasEnded(state: AirtimeState): boolean {
  return state.request?.status === 'failed' || state.request?.status === 'sandbox';
}

/** True while a request is in flight: the form does not send a second one meanwhile. */
export function isSending(state: AirtimeState): boolean {
  return state.request?.status === 'pending';
}

export function airtimeReducer(state: AirtimeState, event: AirtimeEvent): AirtimeState {
  switch (event.type) {
    case 'edit':
      return { ...state, errors: withoutError(state.errors, event.field) };
    case 'invalid':
      return { ...state, errors: event.errors };
    case 'submitted': {
      if (isSending(state)) return state;
      const attempt = state.attempt + 1;
      return { ...state, errors: {}, attempt, request: { attempt, order: event.order, status: 'pending' }, modal: { step: 1 } };
    }
    case 'advance':
      if (!state.modal || state.modal.step === 3 || hasEnded(state)) return state;
      return { ...state, modal: { step: state.modal.step === 1 ? 2 : 3 } };
    case 'answered': {
      if (!state.request || event.attempt !== state.request.attempt || state.request.status !== 'pending') return state;
      const status: RequestStatus = !event.accepted ? 'failed' : event.sandbox ? 'sandbox' : 'accepted';
      const request: AirtimeRequestState = { ...state.request, status };
      return { ...state, request, errors: event.errors ?? state.errors };
    }
    case 'close':
      if (!state.modal) return state;
      return { ...state, modal: null };
  }
}

/**
 * Whether the purchase is done with the modal closed, so the form starts afresh: Done after
 * a completed purchase, or an acceptance that arrived after the visitor closed the modal. A
 * failed or sandboxed request keeps what was typed.
 */
export function purchaseCompleted(state: AirtimeState): boolean {
  return state.modal === null && state.request?.status === 'accepted';
}

/** What the modal shows. */
export type AirtimeView = 'submitted' | 'prompt' | 'waiting' | 'complete' | 'sandbox' | 'failed';

export function airtimeView(state: AirtimeState): AirtimeView | null {
  if (!state.modal) return null;
  if (state.request?.status === 'failed') return 'failed';
  if (state.request?.status === 'sandbox') return 'sandbox';
  if (state.modal.step === 1) return 'submitted';
  if (state.modal.step === 2) return 'prompt';
  return state.request?.status === 'accepted' ? 'complete' : 'waiting';
}

/** The modal's next automatic step, 2 s after the current one began. */
export function airtimeTimer(state: AirtimeState): DueEvent<AirtimeEvent> | null {
  const view = airtimeView(state);
  if (view !== 'submitted' && view !== 'prompt') return null;
  return { key: `${state.attempt}-${view}`, delayMs: airtimeTimings.stepMs, event: { type: 'advance' } };
}
