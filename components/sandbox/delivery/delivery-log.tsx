import type { DeliveryAttempt, DeliveryLog } from '@/lib/callback-delivery/answer';
import { fill } from '@/lib/fill';
import type { CallbackDeliveryWords } from './callback-delivery-words';

export interface DeliveryLogTableProps {
  log: DeliveryLog;
  words: CallbackDeliveryWords;
}

function resultOf({ status, error }: DeliveryAttempt, words: CallbackDeliveryWords): string {
  if (status === null) return error ? words.attemptErrors[error] : '';
  return status >= 300 && status < 400 ? fill(words.redirect, { status }) : String(status);
}

/** Whether the delivery got through, then one row per attempt: its status (or why it got none) and its time. */
export function DeliveryLogTable({ log, words }: DeliveryLogTableProps) {
  const answered = log.attempts.at(-1)?.status ?? null;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold">{log.delivered && answered !== null ? fill(words.delivered, { status: answered }) : words.notDelivered}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{words.logCaption}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-3">
                {words.columns.attempt}
              </th>
              <th scope="col" className="py-1 pr-3">
                {words.columns.result}
              </th>
              <th scope="col" className="py-1">
                {words.columns.time}
              </th>
            </tr>
          </thead>
          <tbody>
            {log.attempts.map((attempt) => (
              <tr key={attempt.attempt} className="border-b border-line align-top">
                <td className="py-1 pr-3 tabular-nums">{attempt.attempt}</td>
                <td className="py-1 pr-3">{resultOf(attempt, words)}</td>
                <td className="py-1 tabular-nums">{fill(words.milliseconds, { ms: attempt.ms })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
