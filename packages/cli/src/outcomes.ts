import { resultDescriptions } from '../../../lib/mpesa-sandbox/result-codes';
import { phoneTimeoutSeconds, testNumbers } from '../../../lib/mpesa-sandbox/test-numbers';
import type { TestNumber } from '../../../lib/mpesa-sandbox/test-numbers';
import { findTestNumber, resultTestNumber } from '../../../lib/mpesa-sandbox/outcome-callbacks';
import { isResultCode } from '../../../lib/mpesa-sandbox/result-codes';

/** The outcomes that are not a result code, by the name a developer types. */
const namedOutcomes = ['no-callback', 'duplicate', 'late'] as const;

/**
 * The test number a `trigger` argument means: a test number itself, a result code (its test
 * number), or an outcome's name. Undefined for anything else.
 */
export function testNumberOf(target: string): TestNumber | undefined {
  if (/^\d{12}$/.test(target)) return findTestNumber(target);
  if (/^\d{1,4}$/.test(target)) {
    const code = Number(target);
    return isResultCode(code) ? resultTestNumber(code) : undefined;
  }
  return testNumbers.find(({ outcome }) => outcome.kind === target);
}

/** What the sandbox does for a test number, in a line. */
export function describeOutcome({ outcome }: TestNumber): string {
  switch (outcome.kind) {
    case 'result':
      return `result ${outcome.code}: ${resultDescriptions[outcome.code]}`;
    case 'no-callback':
      return 'the payment stays pending and no callback ever comes (ask the status query)';
    case 'duplicate':
      return `result ${outcome.code}, delivered twice with the same webhook-id: your handler must deduplicate on it`;
    case 'late':
      return `result ${outcome.code}, delivered ${outcome.afterSeconds} s after the request, when the phone's ${phoneTimeoutSeconds} s timeout has long passed (sent at once here)`;
  }
}

/** Every argument `trigger` takes besides `all`, for the help. */
export function triggerTargets(): string {
  const codes = testNumbers.flatMap(({ outcome }) => (outcome.kind === 'result' ? [String(outcome.code)] : []));
  return [...codes, ...namedOutcomes, ...testNumbers.map(({ phone }) => phone)].join(', ');
}
