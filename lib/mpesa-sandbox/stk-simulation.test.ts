import { Webhook } from 'standardwebhooks';
import { stkCallbackSchema } from './callback';
import { findPayment } from './payment-store';
import { memoryStorage } from './memory-storage';
import { resultDescriptions } from './result-codes';
import type { ResultCode } from './result-codes';
import { advanceClock, answerPrompt, beginLifecycle } from './stk-lifecycle';
import { startStkSimulation } from './stk-simulation';
import type { SimulationSnapshot } from './stk-simulation';
import { phoneTimeoutSeconds, testNumbers, wrongPin } from './test-numbers';
import type { PhoneAnswer, TestNumber } from './test-numbers';
import { callbackHeaders, sandboxWebhookSecret } from './webhook-signature';

const start = new Date('2026-01-15T10:30:00Z');
const payment = { checkout_request_id: 'ws_CO_SANDBOX_1', transaction_id: 'SANDBOX_1', reference: 'ORDER123', amount: 1000, phone: '254712345678' };

function run(phone = payment.phone) {
  let counter = 0;
  const env = { now: () => new Date(), randomId: (length: number) => String(++counter).padStart(length, 'A') };
  const payments = memoryStorage();
  const snapshots: SimulationSnapshot[] = [];
  const simulation = startStkSimulation({ payment: { ...payment, phone }, env, payments, onChange: (snapshot) => snapshots.push(snapshot) });
  return {
    simulation,
    deliveries: () => simulation.snapshot().deliveries,
    stored: () => findPayment(payments, payment.checkout_request_id),
  };
}

/** The body, verified as a receiver would: signature and timestamp by the reference library, shape by the schema. */
function verified(delivery: ReturnType<ReturnType<typeof run>['deliveries']>[number]) {
  const headers = Object.fromEntries(callbackHeaders(delivery.signed).map(([name, value]) => [name.toLowerCase(), value]));
  return stkCallbackSchema.parse(new Webhook(sandboxWebhookSecret).verify(delivery.signed.body, headers));
}

beforeEach(() => {
  jest.useFakeTimers({ now: start });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the lifecycle state machine', () => {
  it('prompts a number that is not a test number, until the phone timeout', () => {
    const { state, deliveries } = beginLifecycle({ kind: 'prompt' }, 0);
    expect(state).toEqual({ phase: 'prompting', expiresAt: phoneTimeoutSeconds * 1000 });
    expect(deliveries).toEqual([]);
    expect(advanceClock(state, phoneTimeoutSeconds * 1000 - 1).deliveries).toEqual([]);
    expect(advanceClock(state, phoneTimeoutSeconds * 1000)).toEqual({
      state: { phase: 'final', code: 1037 },
      deliveries: [{ code: 1037, kind: 'first', attempt: 1, at: phoneTimeoutSeconds * 1000 }],
    });
  });

  it('ends with the answer, and ignores an answer once final', () => {
    const prompting = beginLifecycle({ kind: 'prompt' }, 0).state;
    const { state } = answerPrompt(prompting, { kind: 'cancel' }, 5);
    expect(state).toEqual({ phase: 'final', code: 1032 });
    expect(answerPrompt(state, { kind: 'pin', pin: '1234' }, 6)).toEqual({ state, deliveries: [] });
    expect(advanceClock(state, 60_000)).toEqual({ state, deliveries: [] });
  });
});

describe('the virtual phone', () => {
  const answers: [string, PhoneAnswer, ResultCode, 'completed' | 'failed'][] = [
    ['any four digits', { kind: 'pin', pin: '4321' }, 0, 'completed'],
    ['the wrong PIN 0000', { kind: 'pin', pin: wrongPin }, 2001, 'failed'],
    ['Cancel', { kind: 'cancel' }, 1032, 'failed'],
  ];

  it.each(answers)('%s ends the payment with %i and one signed callback', (_case, answer, code, status) => {
    const { simulation, deliveries, stored } = run();
    expect(simulation.snapshot().state.phase).toBe('prompting');
    expect(stored()).toEqual({ checkout_request_id: payment.checkout_request_id, status: 'pending' });
    jest.advanceTimersByTime(3000);
    simulation.answer(answer);
    expect(deliveries()).toHaveLength(1);
    const body = verified(deliveries()[0]!);
    expect(body.data).toMatchObject({
      result_code: code,
      status,
      result_description: resultDescriptions[code],
      checkout_request_id: payment.checkout_request_id,
    });
    expect(stored()).toMatchObject({ status, result_code: code });
    // A late second answer changes nothing, and no timeout follows.
    simulation.answer({ kind: 'cancel' });
    jest.advanceTimersByTime(phoneTimeoutSeconds * 1000);
    expect(deliveries()).toHaveLength(1);
  });

  it('waits the phone timeout, then ends with 1037', () => {
    const { deliveries, stored } = run();
    jest.advanceTimersByTime(phoneTimeoutSeconds * 1000 - 1);
    expect(deliveries()).toEqual([]);
    expect(stored()?.status).toBe('pending');
    jest.advanceTimersByTime(1);
    expect(deliveries().map((delivery) => delivery.code)).toEqual([1037]);
    expect(verified(deliveries()[0]!).data.result_code).toBe(1037);
    expect(stored()).toMatchObject({ status: 'failed', result_code: 1037 });
  });

  it('signs with a msg_ id and the clock’s Unix seconds; the success carries a receipt the status query repeats', () => {
    const { simulation, deliveries, stored } = run();
    jest.advanceTimersByTime(2500);
    simulation.answer({ kind: 'pin', pin: '1234' });
    const [delivery] = deliveries();
    expect(delivery?.signed.id).toMatch(/^msg_[A-Z0-9]+$/);
    expect(delivery?.signed.timestamp).toBe(Math.floor(start.getTime() / 1000) + 2);
    const body = verified(delivery!);
    expect(body.type).toBe('mpesa.stk_push.succeeded');
    expect(stored()?.mpesa_receipt_number).toBe(body.data.status === 'completed' ? body.data.mpesa_receipt_number : 'none');
  });

  it('stops every timer when stopped', () => {
    const { simulation, deliveries } = run();
    simulation.stop();
    jest.advanceTimersByTime(phoneTimeoutSeconds * 1000 * 2);
    expect(deliveries()).toEqual([]);
  });
});

describe('each test number gives its documented outcome at once, without the phone', () => {
  const byKind = (kind: TestNumber['outcome']['kind']) => testNumbers.filter((number) => number.outcome.kind === kind);

  it.each(byKind('result').map((number) => [number.phone, number] as const))('%s: one callback with its code, verified', (_phone, number) => {
    if (number.outcome.kind !== 'result') throw new Error('not a result number');
    const { simulation, deliveries, stored } = run(number.phone);
    expect(simulation.snapshot().state).toEqual({ phase: 'final', code: number.outcome.code });
    expect(deliveries()).toHaveLength(1);
    expect(verified(deliveries()[0]!).data.result_code).toBe(number.outcome.code);
    expect(stored()?.result_code).toBe(number.outcome.code);
    jest.advanceTimersByTime(120_000);
    expect(deliveries()).toHaveLength(1);
  });

  it.each(byKind('duplicate').map((number) => [number.phone, number] as const))('%s: the same callback twice, with the same webhook-id', (_phone, number) => {
    const { deliveries } = run(number.phone);
    const [first, second] = deliveries();
    expect(deliveries()).toHaveLength(2);
    expect(second?.signed).toEqual(first?.signed);
    expect([first?.kind, second?.kind]).toEqual(['first', 'duplicate']);
    expect(verified(first!)).toEqual(verified(second!));
  });

  it.each(byKind('late').map((number) => [number.phone, number] as const))(
    '%s: the callback only after its delay, though the payment is final',
    (_phone, number) => {
      if (number.outcome.kind !== 'late') throw new Error('not a late number');
      const { deliveries, stored } = run(number.phone);
      expect(stored()?.status).toBe('completed');
      jest.advanceTimersByTime(number.outcome.afterSeconds * 1000 - 1);
      expect(deliveries()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(deliveries().map((delivery) => delivery.kind)).toEqual(['late']);
      expect(verified(deliveries()[0]!).data.result_code).toBe(number.outcome.code);
    },
  );

  it.each(byKind('no-callback').map((number) => [number.phone] as const))('%s: no callback ever, and the payment stays pending', (phone) => {
    const { simulation, deliveries, stored } = run(phone);
    simulation.answer({ kind: 'pin', pin: '1234' });
    jest.advanceTimersByTime(10 * 60_000);
    expect(deliveries()).toEqual([]);
    expect(stored()).toEqual({ checkout_request_id: payment.checkout_request_id, status: 'pending' });
  });
});
