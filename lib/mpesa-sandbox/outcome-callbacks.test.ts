import { Webhook } from 'standardwebhooks';
import { stkCallbackSchema } from './callback';
import { findTestNumber, newSandboxPayment, outcomeDeliveries, resultTestNumber } from './outcome-callbacks';
import { resultCodes } from './result-codes';
import { sandboxIdPattern } from './sandbox-ids';
import { startStkSimulation } from './stk-simulation';
import { testNumbers } from './test-numbers';
import { sandboxWebhookSecret } from './webhook-signature';

const start = new Date('2026-01-15T10:30:00Z');
const payment = { checkout_request_id: 'ws_CO_SANDBOX_1', transaction_id: 'SANDBOX_1', reference: 'ORDER123', amount: 1000 };

/** A clock that reads the (fake) timers, and ids that are the same on every run. */
function environment(now: () => Date = () => new Date()) {
  let counter = 0;
  return { now, randomId: (length: number) => String(++counter).padStart(length, 'A') };
}

beforeEach(() => {
  jest.useFakeTimers({ now: start });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the callbacks of an outcome', () => {
  it.each(testNumbers.map((number) => [number.phone, number]))('are what the page’s simulation delivers for %s, byte for byte', (phone) => {
    const simulation = startStkSimulation({ payment: { ...payment, phone }, env: environment(), onChange: () => {} });
    jest.advanceTimersByTime(60_000);
    const page = simulation.snapshot().deliveries;
    simulation.stop();

    // The page signs a late callback when it delivers it; a sender signs it when it sends it.
    const sentAt = page[0]?.deliveredAt ?? start;
    const ours = outcomeDeliveries(
      { ...payment, phone },
      environment(() => sentAt),
    );
    expect(ours.map(({ code, kind, attempt, signed }) => ({ code, kind, attempt, signed }))).toEqual(
      page.map(({ code, kind, attempt, signed }) => ({ code, kind, attempt, signed })),
    );
  });

  it('say when the sandbox delivers each one, and sign with the secret given', () => {
    const late = testNumbers.find(({ outcome }) => outcome.kind === 'late');
    const secret = `whsec_${Buffer.from('a merchant’s own secret').toString('base64')}`;
    const [delivery] = outcomeDeliveries({ ...payment, phone: late?.phone ?? '' }, environment(), secret);
    expect(delivery?.afterMs).toBe(late?.outcome.kind === 'late' ? late.outcome.afterSeconds * 1000 : NaN);
    const headers = {
      'webhook-id': delivery?.signed.id ?? '',
      'webhook-timestamp': String(delivery?.signed.timestamp),
      'webhook-signature': delivery?.signed.signature ?? '',
    };
    expect(stkCallbackSchema.parse(new Webhook(secret).verify(delivery?.signed.body ?? '', headers))).toEqual(delivery?.body);
    expect(() => new Webhook(sandboxWebhookSecret).verify(delivery?.signed.body ?? '', headers)).toThrow();
  });

  it('are none for a number that is not a test number', () => {
    expect(findTestNumber('254712345678')).toBeUndefined();
    expect(outcomeDeliveries({ ...payment, phone: '254712345678' }, environment())).toEqual([]);
  });

  it('has a test number for every result code, and payments with the sandbox’s ids', () => {
    for (const code of resultCodes) expect(resultTestNumber(code)?.phone).toMatch(new RegExp(`${code}$`));
    const made = newSandboxPayment('254700000000', environment(), { amount: 10, reference: 'R' });
    expect(made.checkout_request_id).toMatch(sandboxIdPattern('checkoutRequestId'));
    expect(made.transaction_id).toMatch(sandboxIdPattern('transactionId'));
  });
});
