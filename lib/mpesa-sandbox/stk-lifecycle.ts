import type { ResultCode } from './result-codes';
import { phoneTimeoutSeconds, resultOfAnswer } from './test-numbers';
import type { PhoneAnswer, SandboxOutcome } from './test-numbers';

/**
 * What happens to an accepted STK push, as a pure state machine: no clock, no timers, no
 * signing. Each step returns the new state and the callbacks to deliver, each at a time in
 * milliseconds; the simulation (./stk-simulation) runs the timers and signs what is due.
 *
 * - `prompting`: the virtual phone shows the prompt until `expiresAt`;
 * - `pending`: the payment stays pending and no callback ever comes;
 * - `final`: the payment ended with `code` (its callbacks may still be on their way).
 */
export type StkLifecycleState = { phase: 'prompting'; expiresAt: number } | { phase: 'pending' } | { phase: 'final'; code: ResultCode };

/**
 * How a callback is delivered: the first (and usual only) delivery, the same callback again
 * (same webhook-id: the handler must deduplicate), or a first delivery that comes late.
 */
export type DeliveryKind = 'first' | 'duplicate' | 'late';

export interface PlannedDelivery {
  code: ResultCode;
  kind: DeliveryKind;
  /** 1 for the first delivery of a callback, 2 for its duplicate. */
  attempt: number;
  /** When to deliver it, in milliseconds on the simulation's clock. */
  at: number;
}

export interface LifecycleStep {
  state: StkLifecycleState;
  deliveries: PlannedDelivery[];
}

const unchanged = (state: StkLifecycleState): LifecycleStep => ({ state, deliveries: [] });

function ended(code: ResultCode, at: number): LifecycleStep {
  return { state: { phase: 'final', code }, deliveries: [{ code, kind: 'first', attempt: 1, at }] };
}

/** The first step of a payment accepted at `now`, by the outcome of its phone number. */
export function beginLifecycle(outcome: SandboxOutcome, now: number): LifecycleStep {
  switch (outcome.kind) {
    case 'prompt':
      return unchanged({ phase: 'prompting', expiresAt: now + phoneTimeoutSeconds * 1000 });
    case 'result':
      return ended(outcome.code, now);
    case 'no-callback':
      return unchanged({ phase: 'pending' });
    case 'duplicate':
      return {
        state: { phase: 'final', code: outcome.code },
        deliveries: [
          { code: outcome.code, kind: 'first', attempt: 1, at: now },
          { code: outcome.code, kind: 'duplicate', attempt: 2, at: now },
        ],
      };
    case 'late':
      // The payment is final at once (the status query says so); only its callback is late.
      return {
        state: { phase: 'final', code: outcome.code },
        deliveries: [{ code: outcome.code, kind: 'late', attempt: 1, at: now + outcome.afterSeconds * 1000 }],
      };
  }
}

/** The customer answered the prompt at `now`; an answer to a prompt that is no longer shown changes nothing. */
export function answerPrompt(state: StkLifecycleState, answer: PhoneAnswer, now: number): LifecycleStep {
  if (state.phase !== 'prompting') return unchanged(state);
  return ended(resultOfAnswer(answer), now);
}

/** Time passed: a prompt nobody answered by its expiry ends the payment with 1037. */
export function advanceClock(state: StkLifecycleState, now: number): LifecycleStep {
  if (state.phase !== 'prompting' || now < state.expiresAt) return unchanged(state);
  return ended(resultOfAnswer({ kind: 'timeout' }), now);
}
