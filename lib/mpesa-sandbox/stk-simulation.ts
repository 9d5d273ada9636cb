import { callbackBody, callbackJson } from './callback';
import type { CallbackPayment } from './callback';
import { savePayment } from './payment-store';
import type { PaymentStorage } from './payment-store';
import { resultDescriptions, successCode } from './result-codes';
import type { ResultCode } from './result-codes';
import { sandboxId } from './sandbox-ids';
import { advanceClock, answerPrompt, beginLifecycle } from './stk-lifecycle';
import type { DeliveryKind, LifecycleStep, PlannedDelivery, StkLifecycleState } from './stk-lifecycle';
import { outcomeFor } from './test-numbers';
import type { PhoneAnswer } from './test-numbers';
import { signCallback } from './webhook-signature';
import type { SignedCallback } from './webhook-signature';

/** The clock and random source the simulation reads: the browser's, or a test's. */
export interface SimulationEnvironment {
  now: () => Date;
  /** `length` random characters from A-Z and 0-9. */
  randomId: (length: number) => string;
}

/** One callback as the merchant's callback URL receives it. */
export interface CallbackDelivery {
  code: ResultCode;
  kind: DeliveryKind;
  attempt: number;
  signed: SignedCallback;
  deliveredAt: Date;
}

export interface SimulationSnapshot {
  state: StkLifecycleState;
  /** Every callback delivered so far, oldest first. */
  deliveries: CallbackDelivery[];
}

export interface StkSimulationOptions {
  payment: CallbackPayment;
  env: SimulationEnvironment;
  /** Where the payment's status is kept for the status query; none, and nothing is kept. */
  payments?: PaymentStorage;
  /** Called once at the start, then after every change: the state moved, or a callback was delivered. */
  onChange: (snapshot: SimulationSnapshot) => void;
}

export interface StkSimulation {
  /** The customer's answer on the virtual phone. */
  answer: (answer: PhoneAnswer) => void;
  snapshot: () => SimulationSnapshot;
  /** Cancels every timer: nothing more happens. */
  stop: () => void;
}

/** Standard Webhooks message ids: `msg_` and a random part. */
export function newWebhookId(env: SimulationEnvironment): string {
  return sandboxId('webhookId', env.randomId);
}

/**
 * Runs an accepted STK push to the end: the lifecycle's steps (./stk-lifecycle), timers for
 * the prompt's expiry and for late callbacks, and each callback signed when it is delivered.
 * A callback and its duplicate are one event: the same id, timestamp, body and signature.
 */
export function startStkSimulation({ payment, env, payments, onChange }: StkSimulationOptions): StkSimulation {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let state: StkLifecycleState = { phase: 'pending' };
  let deliveries: CallbackDelivery[] = [];
  let event: { code: ResultCode; signed: SignedCallback } | undefined;
  // The receipt is drawn once: the callback and the status query quote the same one.
  const receipt = sandboxId('receipt', env.randomId);

  const nowMs = () => env.now().getTime();
  const snapshot = (): SimulationSnapshot => ({ state, deliveries });

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  function signedEvent(code: ResultCode): SignedCallback {
    if (event?.code === code) return event.signed;
    const at = env.now();
    const body = callbackJson(callbackBody(payment, code, { receipt, at }));
    const signed = signCallback({ id: newWebhookId(env), timestamp: Math.floor(at.getTime() / 1000), body });
    event = { code, signed };
    return signed;
  }

  function deliver({ code, kind, attempt }: PlannedDelivery) {
    deliveries = [...deliveries, { code, kind, attempt, signed: signedEvent(code), deliveredAt: env.now() }];
    onChange(snapshot());
  }

  function record() {
    if (!payments) return;
    const { checkout_request_id } = payment;
    if (state.phase !== 'final') {
      savePayment(payments, { checkout_request_id, status: 'pending' });
      return;
    }
    const { code } = state;
    const success = code === successCode;
    savePayment(payments, {
      checkout_request_id,
      status: success ? 'completed' : 'failed',
      result_code: code,
      result_description: resultDescriptions[code],
      ...(success ? { mpesa_receipt_number: receipt } : {}),
    });
  }

  function apply(step: LifecycleStep, first = false) {
    const changed = first || step.state !== state;
    state = step.state;
    if (changed) {
      record();
      onChange(snapshot());
    }
    const current = state;
    if (current.phase === 'prompting') later(Math.max(0, current.expiresAt - nowMs()), () => apply(advanceClock(state, nowMs())));
    for (const planned of step.deliveries) {
      const wait = planned.at - nowMs();
      if (wait <= 0) deliver(planned);
      else later(wait, () => deliver(planned));
    }
  }

  apply(beginLifecycle(outcomeFor(payment.phone), nowMs()), true);

  return {
    answer: (answer) => {
      if (state.phase !== 'prompting') return;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      apply(answerPrompt(state, answer, nowMs()));
    },
    snapshot,
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
