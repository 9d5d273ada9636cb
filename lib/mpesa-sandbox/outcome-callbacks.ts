import { callbackBody, callbackJson } from './callback';
import type { CallbackPayment, StkCallback } from './callback';
import type { ResultCode } from './result-codes';
import { sandboxId } from './sandbox-ids';
import { beginLifecycle } from './stk-lifecycle';
import type { DeliveryKind } from './stk-lifecycle';
import { newWebhookId } from './stk-simulation';
import type { SimulationEnvironment } from './stk-simulation';
import { outcomeFor, testNumbers } from './test-numbers';
import type { TestNumber } from './test-numbers';
import { sandboxWebhookSecret, signCallback } from './webhook-signature';
import type { SignedCallback } from './webhook-signature';

/**
 * The callbacks a test number's payment ends with, built and signed by the same steps as the
 * page's simulation, for a tool that sends them somewhere else (the command-line tool POSTs
 * them to a developer's own machine). Every delivery is due at once: the late callback is
 * marked late, and whoever sends it decides whether to wait.
 */

export interface OutcomeDelivery {
  code: ResultCode;
  kind: DeliveryKind;
  /** 1 for the first delivery of a callback, 2 for its duplicate. */
  attempt: number;
  /** How long after the payment was accepted the sandbox delivers it. */
  afterMs: number;
  body: StkCallback;
  signed: SignedCallback;
}

/** The test number that ends a payment with `code` at once, and nothing else. */
export function resultTestNumber(code: ResultCode): TestNumber | undefined {
  return testNumbers.find(({ outcome }) => outcome.kind === 'result' && outcome.code === code);
}

export function findTestNumber(phone: string): TestNumber | undefined {
  return testNumbers.find((number) => number.phone === phone);
}

/** A new payment to `phone`, with ids drawn as the sandbox draws them. */
export function newSandboxPayment(phone: string, env: SimulationEnvironment, { amount, reference }: { amount: number; reference: string }): CallbackPayment {
  return {
    checkout_request_id: sandboxId('checkoutRequestId', env.randomId),
    transaction_id: sandboxId('transactionId', env.randomId),
    reference,
    amount,
    phone,
  };
}

/**
 * Every callback the sandbox delivers for `payment` (by the outcome of its phone number),
 * signed with `secret`. A callback and its duplicate are one event: same id, timestamp, body
 * and signature. None for a number whose payment stays pending, or that is not a test number.
 */
export function outcomeDeliveries(payment: CallbackPayment, env: SimulationEnvironment, secret = sandboxWebhookSecret): OutcomeDelivery[] {
  const at = env.now();
  const { deliveries } = beginLifecycle(outcomeFor(payment.phone), at.getTime());
  const receipt = sandboxId('receipt', env.randomId);
  const events = new Map<ResultCode, { body: StkCallback; signed: SignedCallback }>();
  return deliveries.map(({ code, kind, attempt, at: dueAt }) => {
    let event = events.get(code);
    if (!event) {
      const body = callbackBody(payment, code, { receipt, at });
      const signed = signCallback({ id: newWebhookId(env), timestamp: Math.floor(at.getTime() / 1000), body: callbackJson(body) }, secret);
      event = { body, signed };
      events.set(code, event);
    }
    return { code, kind, attempt, afterMs: dueAt - at.getTime(), ...event };
  });
}
