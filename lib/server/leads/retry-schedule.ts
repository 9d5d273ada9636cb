/**
 * When the outbox tries a lead again: exponential backoff from `baseMs`, capped at `maxMs`,
 * with "equal jitter" (half the delay fixed, half random) so that instances which failed
 * together during an outage do not all retry in the same second when it ends.
 */
export interface RetrySchedule {
  baseMs: number;
  maxMs: number;
}

/** A lead is retried for at least this long before it becomes a dead letter. */
export const retryForMs = 24 * 60 * 60 * 1000;

/** The wait before retry number `attempt` (1 for the first retry), with `random` in [0, 1). */
export function retryDelayMs({ baseMs, maxMs }: RetrySchedule, attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * How many attempts in all (the first one included) keep a lead trying for `retryForMs` at
 * least, counting each wait at its shortest (its fixed half).
 */
export function attemptsFor(schedule: RetrySchedule): number {
  let waited = 0;
  let attempts = 1;
  while (waited < retryForMs) {
    waited += retryDelayMs(schedule, attempts, 0);
    attempts += 1;
  }
  return attempts;
}
