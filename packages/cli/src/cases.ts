import { callbackHeaders, sandboxWebhookSecret, timestampToleranceSeconds } from '../../../lib/mpesa-sandbox/webhook-signature';
import type { SignedCallback } from '../../../lib/mpesa-sandbox/webhook-signature';
import { newSandboxPayment, outcomeDeliveries, resultTestNumber } from '../../../lib/mpesa-sandbox/outcome-callbacks';
import type { OutcomeDelivery } from '../../../lib/mpesa-sandbox/outcome-callbacks';
import type { SimulationEnvironment } from '../../../lib/mpesa-sandbox/stk-simulation';
import { testNumbers } from '../../../lib/mpesa-sandbox/test-numbers';
import type { TestNumber } from '../../../lib/mpesa-sandbox/test-numbers';

/** The payment every triggered callback reports on, besides its phone number. */
export const triggeredPayment = { amount: 100, reference: 'KILELE-CLI-TEST' };

export interface CallbackRequest {
  headers: [string, string][];
  body: string;
}

/**
 * One row of `trigger all`: the request it sends and what a correct handler does with it. A
 * handler must answer a signed, valid callback with 2xx and refuse anything else; for the
 * outcome without a callback nothing is sent.
 */
export type TriggerCase = { name: string; why: string } & ({ expect: 'accept' | 'refuse'; request: CallbackRequest } | { expect: 'nothing' });

/** The request a delivery is POSTed as: exactly the sandbox's headers and bytes. */
export function deliveryRequest({ signed }: { signed: SignedCallback }): CallbackRequest {
  return { headers: callbackHeaders(signed), body: signed.body };
}

export function deliveriesOf(number: TestNumber, env: SimulationEnvironment, secret: string): OutcomeDelivery[] {
  return outcomeDeliveries(newSandboxPayment(number.phone, env, triggeredPayment), env, secret);
}

function deliveryName(number: TestNumber, delivery: OutcomeDelivery): string {
  switch (number.outcome.kind) {
    case 'duplicate':
      return `duplicate #${delivery.attempt}`;
    case 'late':
      return 'late';
    default:
      return `result ${delivery.code}`;
  }
}

/** Another account's secret: what the handler holds must not verify what it signed. */
function otherSecretThan(secret: string): string {
  const other = `whsec_${Buffer.from('Not the secret your handler holds').toString('base64')}`;
  return other === secret ? sandboxWebhookSecret : other;
}

/** How far outside the tolerance the stale and future callbacks are: a clock a little off still refuses them. */
const outsideToleranceSeconds = timestampToleranceSeconds + 60;

/**
 * Every case `trigger all` runs: each test number's callbacks as the sandbox sends them (a
 * handler must accept them all, the duplicate included), then a success callback spoiled in
 * each way a verifier must catch (it must refuse them). Each spoiled one has a fresh
 * webhook-id, so a handler cannot pass by refusing a replay.
 */
export function triggerCases(env: SimulationEnvironment, secret: string): TriggerCase[] {
  const accepted = testNumbers.flatMap((number): TriggerCase[] => {
    const why = `test number ${number.phone}`;
    const deliveries = deliveriesOf(number, env, secret);
    if (deliveries.length === 0) return [{ name: number.outcome.kind, why, expect: 'nothing' }];
    return deliveries.map((delivery) => ({ name: deliveryName(number, delivery), why, expect: 'accept', request: deliveryRequest(delivery) }));
  });

  const successNumber = resultTestNumber(0);
  if (!successNumber) throw new Error('The sandbox has no test number for a success');
  const success = (at: SimulationEnvironment = env, signWith = secret) => {
    const [delivery] = deliveriesOf(successNumber, at, signWith);
    if (!delivery) throw new Error('A success test number delivers a callback');
    return delivery;
  };
  const shifted = (seconds: number): SimulationEnvironment => ({ ...env, now: () => new Date(env.now().getTime() + seconds * 1000) });

  const tampered = success();
  const { amount } = tampered.body.data;
  const tamperedBody = tampered.signed.body.replace(`"amount":${amount}`, `"amount":${amount * 100}`);
  if (tamperedBody === tampered.signed.body) throw new Error('The success callback carries no amount to tamper with');
  const unsigned = deliveryRequest(success());

  const spoiled: { name: string; why: string; request: CallbackRequest }[] = [
    { name: 'tampered-body', why: 'amount changed after signing', request: deliveryRequest({ signed: { ...tampered.signed, body: tamperedBody } }) },
    { name: 'wrong-secret', why: 'signed with another secret', request: deliveryRequest(success(env, otherSecretThan(secret))) },
    { name: 'stale-timestamp', why: `signed ${outsideToleranceSeconds} s ago`, request: deliveryRequest(success(shifted(-outsideToleranceSeconds))) },
    { name: 'future-timestamp', why: `signed ${outsideToleranceSeconds} s ahead`, request: deliveryRequest(success(shifted(outsideToleranceSeconds))) },
    {
      name: 'unsigned',
      why: 'no webhook-signature header',
      request: { ...unsigned, headers: unsigned.headers.filter(([name]) => name !== 'webhook-signature') },
    },
  ];
  const refused = spoiled.map((spoilt): TriggerCase => ({ ...spoilt, expect: 'refuse' }));

  return [...accepted, ...refused];
}
