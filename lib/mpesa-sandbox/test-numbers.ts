import type { ResultCode } from './result-codes';

/**
 * What the sandbox does after accepting an STK push:
 * - `prompt`: the virtual phone shows the prompt and the customer decides (any number that is
 *   not a test number);
 * - `result`: the callback with this code, at once, without the phone;
 * - `no-callback`: the payment stays pending and no callback ever comes (ask the status query);
 * - `duplicate`: the success callback delivered twice, with the same `webhook-id`;
 * - `late`: the success callback, after the phone's timeout has passed.
 */
export type SandboxOutcome =
  | { kind: 'prompt' }
  | { kind: 'result'; code: ResultCode }
  | { kind: 'no-callback' }
  | { kind: 'duplicate'; code: ResultCode }
  | { kind: 'late'; code: ResultCode; afterSeconds: number };

export interface TestNumber {
  /** The sandbox phone number: 12 digits, starting 254, as the API takes it. */
  phone: string;
  outcome: Exclude<SandboxOutcome, { kind: 'prompt' }>;
}

/** How long the virtual phone waits for the customer before the prompt expires (code 1037). */
export const phoneTimeoutSeconds = 20;

/** When the late test number's callback comes: well after the prompt would have expired. */
const lateCallbackSeconds = 45;

/**
 * The sandbox's test numbers, one per outcome. Each gives its outcome at once, without the
 * virtual phone. The last digits of a code's number are the code itself.
 */
export const testNumbers: readonly TestNumber[] = [
  { phone: '254700000000', outcome: { kind: 'result', code: 0 } },
  { phone: '254700000001', outcome: { kind: 'result', code: 1 } },
  { phone: '254700001001', outcome: { kind: 'result', code: 1001 } },
  { phone: '254700001032', outcome: { kind: 'result', code: 1032 } },
  { phone: '254700001037', outcome: { kind: 'result', code: 1037 } },
  { phone: '254700002001', outcome: { kind: 'result', code: 2001 } },
  { phone: '254700009001', outcome: { kind: 'no-callback' } },
  { phone: '254700009002', outcome: { kind: 'duplicate', code: 0 } },
  { phone: '254700009003', outcome: { kind: 'late', code: 0, afterSeconds: lateCallbackSeconds } },
];

/** The test number that ends a payment with `code` at once. */
export function testNumberFor(code: ResultCode): string {
  const number = testNumbers.find(({ outcome }) => outcome.kind === 'result' && outcome.code === code);
  if (!number) throw new Error(`No test number gives result code ${code}`);
  return number.phone;
}

/** The outcome of an STK push to `phone`: a test number's own, or the virtual phone's prompt. */
export function outcomeFor(phone: string): SandboxOutcome {
  return testNumbers.find((number) => number.phone === phone)?.outcome ?? { kind: 'prompt' };
}

/** The customer's answer on the virtual phone. */
export type PhoneAnswer = { kind: 'pin'; pin: string } | { kind: 'cancel' } | { kind: 'timeout' };

/** The PIN the sandbox treats as wrong; any other four digits approve the payment. */
export const wrongPin = '0000';

export function isPin(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** The result code the customer's answer on the virtual phone ends the payment with. */
export function resultOfAnswer(answer: PhoneAnswer): ResultCode {
  switch (answer.kind) {
    case 'pin':
      if (!isPin(answer.pin)) throw new Error('A PIN is four digits');
      return answer.pin === wrongPin ? 2001 : 0;
    case 'cancel':
      return 1032;
    case 'timeout':
      return 1037;
  }
}
