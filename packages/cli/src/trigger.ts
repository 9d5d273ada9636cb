import { callbackHttpText } from '../../../lib/mpesa-sandbox/webhook-signature';
import type { SimulationEnvironment } from '../../../lib/mpesa-sandbox/stk-simulation';
import type { TestNumber } from '../../../lib/mpesa-sandbox/test-numbers';
import { deliveriesOf, deliveryRequest, triggerCases } from './cases';
import { describeOutcome } from './outcomes';
import { describeAnswer, isSuccess, post } from './post';
import type { Answer } from './post';

export interface TriggerOptions {
  forwardTo: URL;
  secret: string;
  timeoutMs: number;
  env: SimulationEnvironment;
  print: (line: string) => void;
}

/**
 * Sends a test number's callbacks, as the sandbox delivers them, one after the other, printing
 * each request and its answer. Fails (false) when the handler does not answer every one with 2xx.
 */
export async function triggerOne(number: TestNumber, { forwardTo, secret, timeoutMs, env, print }: TriggerOptions): Promise<boolean> {
  print(`${number.phone}: ${describeOutcome(number)}`);
  const deliveries = deliveriesOf(number, env, secret);
  if (deliveries.length === 0) print('Nothing sent.');
  let allAccepted = true;
  for (const delivery of deliveries) {
    print('');
    print(`> ${delivery.kind} delivery, attempt ${delivery.attempt}`);
    print(callbackHttpText(forwardTo.href, delivery.signed).replaceAll('\r\n', '\n'));
    const { headers, body } = deliveryRequest(delivery);
    const answer = await post(forwardTo, headers, body, timeoutMs);
    print(`< ${describeAnswer(answer)}`);
    if (answer.ok && answer.body) print(answer.body);
    allAccepted &&= isSuccess(answer);
  }
  return allAccepted;
}

function verdict(expect: 'accept' | 'refuse', answer: Answer): boolean {
  if (!answer.ok) return false;
  return expect === 'accept' ? isSuccess(answer) : !isSuccess(answer);
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * Runs every outcome and every spoiled callback against the handler, then prints a table. Fails
 * (false) when a valid callback is not answered with 2xx, or a spoiled one is.
 */
export async function triggerAll({ forwardTo, secret, timeoutMs, env, print }: TriggerOptions): Promise<boolean> {
  const rows = [['case', 'sent', 'expected', 'answer', 'time', 'verdict']];
  const failed: string[] = [];
  let checked = 0;
  for (const triggered of triggerCases(env, secret)) {
    if (triggered.expect === 'nothing') {
      rows.push([triggered.name, triggered.why, 'nothing', 'none sent', '', 'ok']);
      continue;
    }
    checked += 1;
    const answer = await post(forwardTo, triggered.request.headers, triggered.request.body, timeoutMs);
    const passed = verdict(triggered.expect, answer);
    if (!passed) failed.push(triggered.name);
    const expected = triggered.expect === 'accept' ? '2xx' : 'refused';
    const got = answer.ok ? String(answer.status) : 'no answer';
    rows.push([triggered.name, triggered.why, expected, got, `${answer.ms} ms`, passed ? 'ok' : 'FAIL']);
  }
  print(`POST ${forwardTo.href}`);
  print('');
  for (const line of table(rows)) print(line);
  print('');
  if (failed.length === 0) {
    print(`All ${checked} cases passed: valid callbacks accepted, spoiled ones refused.`);
    return true;
  }
  print(`${failed.length} of ${checked} cases failed: ${failed.join(', ')}`);
  return false;
}
