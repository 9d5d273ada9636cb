import type { DemoTypeId } from '../content/demo';
import type { FieldErrors } from '../validation/fields';

/**
 * The payment demo as a reducer: loading (1.5 s), then the form, then
 * submitting, then success. The Express type also has a Paybill sub-mode. Time is not in
 * here: `demoTimer` says which event is due after how long, and one effect runs it.
 */
export const demoTimings = {
  /** The demo's loading screen. */
  loadingMs: 1500,
  /** The subscription and card demos pretend to submit for 3 s. */
  simulatedSubmitMs: 3000,
} as const;

export type DemoPhase = 'loading' | 'form' | 'paybill' | 'submitting' | 'success';

export interface DemoValues {
  phone: string;
  subscriptionName: string;
  frequency: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  wantsReceipt: boolean;
  email: string;
}

export type DemoTextField = Exclude<keyof DemoValues, 'wantsReceipt'>;

export const emptyDemoValues: DemoValues = {
  phone: '',
  subscriptionName: '',
  frequency: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  wantsReceipt: false,
  email: '',
};

export interface DemoState {
  phase: DemoPhase;
  type: DemoTypeId;
  /**
   * What the form held when it was last sent or left for the Paybill screen (its inputs keep
   * their own values meanwhile): the success screen names the receipt's address from it, and a
   * form shown again starts from it. The receipt box's state is live, since it shows the email field.
   */
  values: DemoValues;
  errors: FieldErrors;
  /** How the payment was made, for the success screen: the form, or the Paybill sub-mode. */
  via: 'form' | 'paybill';
  /**
   * Counts submissions; a call that answers after the visitor moved on (switched type, tried
   * another demo) carries an older number and is ignored.
   */
  attempt: number;
  /** The server answered the Express call in sandbox mode: no prompt went out, and the success screen says so. */
  sandbox: boolean;
}

export type DemoEvent =
  | { type: 'loaded' }
  | { type: 'select'; demoType: DemoTypeId }
  /** The visitor changed a field: its message goes until the next check. */
  | { type: 'edit'; field: string }
  | { type: 'toggleReceipt'; wantsReceipt: boolean }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'submit'; values: DemoValues }
  /** The submit is over; `sandbox` when the server said it only simulated the call. */
  | { type: 'settled'; attempt: number; sandbox?: boolean }
  | { type: 'openPaybill'; values: DemoValues }
  | { type: 'paybillCompleted' }
  | { type: 'paybillCancelled' }
  | { type: 'reset' };

export function initialDemoState(type: DemoTypeId = 'express'): DemoState {
  return { phase: 'loading', type, values: emptyDemoValues, errors: {}, via: 'form', attempt: 0, sandbox: false };
}

function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** A clean form of the current type: what switching type and Try Another Demo both lead to. */
function cleanForm(state: DemoState, type: DemoTypeId): DemoState {
  return {
    ...state,
    phase: state.phase === 'loading' ? 'loading' : 'form',
    type,
    values: emptyDemoValues,
    errors: {},
    via: 'form',
    attempt: state.attempt + 1,
    sandbox: false,
  };
}

export function demoReducer(state: DemoState, event: DemoEvent): DemoState {
  switch (event.type) {
    case 'loaded':
      return state.phase === 'loading' ? { ...state, phase: 'form' } : state;
    case 'select':
      // Choosing the type already shown keeps what was typed; another type starts clean.
      return event.demoType === state.type ? state : cleanForm(state, event.demoType);
    case 'edit':
      if (state.phase !== 'form') return state;
      return { ...state, errors: withoutError(state.errors, event.field) };
    case 'toggleReceipt':
      if (state.phase !== 'form') return state;
      return {
        ...state,
        values: { ...state.values, wantsReceipt: event.wantsReceipt },
        errors: event.wantsReceipt ? state.errors : withoutError(state.errors, 'email'),
      };
    case 'invalid':
      return state.phase === 'form' ? { ...state, errors: event.errors } : state;
    case 'submit':
      return state.phase === 'form'
        ? { ...state, phase: 'submitting', values: event.values, errors: {}, via: 'form', attempt: state.attempt + 1, sandbox: false }
        : state;
    case 'settled':
      return state.phase === 'submitting' && event.attempt === state.attempt ? { ...state, phase: 'success', sandbox: event.sandbox ?? false } : state;
    case 'openPaybill':
      return state.phase === 'form' && state.type === 'express' ? { ...state, phase: 'paybill', values: event.values, errors: {} } : state;
    case 'paybillCompleted':
      return state.phase === 'paybill' ? { ...state, phase: 'success', via: 'paybill' } : state;
    case 'paybillCancelled':
      return state.phase === 'paybill' ? { ...state, phase: 'form' } : state;
    case 'reset':
      return state.phase === 'success' ? cleanForm(state, state.type) : state;
  }
}

export interface DueEvent<Event> {
  /** Names this wait: the timer restarts when the key changes, not on every render. */
  key: string;
  delayMs: number;
  event: Event;
}

/**
 * The event the demo is waiting for, and after how long: the end of the loading screen, or the
 * end of a simulated submit. An Express submit waits for its call instead.
 */
export function demoTimer(state: DemoState): DueEvent<DemoEvent> | null {
  if (state.phase === 'loading') return { key: 'loading', delayMs: demoTimings.loadingMs, event: { type: 'loaded' } };
  if (state.phase === 'submitting' && state.type !== 'express') {
    const event: DemoEvent = { type: 'settled', attempt: state.attempt };
    return { key: `submit-${state.attempt}`, delayMs: demoTimings.simulatedSubmitMs, event };
  }
  return null;
}
