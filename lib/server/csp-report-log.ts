import 'server-only';
import type { CspViolation } from './csp-report';
import { logLine } from './log';

/**
 * The log of CSP violations, bounded: in each minute a violation is logged the first time it
 * is seen, its repeats are counted and summed up in one line when the minute is over, and
 * past 50 distinct ones only their number is kept. So a page broken by the policy is seen at
 * once, and one client sending reports as fast as it can (within its own rate-limit bucket)
 * adds a few lines a minute, not one per report.
 */
const windowMs = 60_000;
const maxDistinctPerWindow = 50;

interface Window {
  startedAt: number;
  seen: Map<string, { violation: CspViolation; repeats: number }>;
  dropped: number;
}

let current: Window = { startedAt: 0, seen: new Map(), dropped: 0 };

export function logViolation(violation: CspViolation, now = Date.now()): void {
  if (now - current.startedAt >= windowMs) {
    summarise(current);
    current = { startedAt: now, seen: new Map(), dropped: 0 };
  }
  const key = JSON.stringify([violation.type, violation.page, violation.directive, violation.blocked, violation.source]);
  const known = current.seen.get(key);
  if (known) {
    known.repeats += 1;
  } else if (current.seen.size >= maxDistinctPerWindow) {
    current.dropped += 1;
  } else {
    current.seen.set(key, { violation, repeats: 0 });
    logLine('warn', 'csp.violation', { ...violation });
  }
}

function summarise({ seen, dropped }: Window): void {
  for (const { violation, repeats } of seen.values()) if (repeats > 0) logLine('warn', 'csp.violation.repeats', { ...violation, repeats });
  if (dropped > 0) logLine('warn', 'csp.violation.dropped', { dropped });
}

/** Tests start from an empty minute. */
export function resetViolationLog(): void {
  current = { startedAt: 0, seen: new Map(), dropped: 0 };
}
