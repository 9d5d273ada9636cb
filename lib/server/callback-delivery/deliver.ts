import 'server-only';
import type { DeliveryAttempt, DeliveryLog } from '@/lib/callback-delivery/answer';
import { callbackHeaders } from '@/lib/mpesa-sandbox/webhook-signature';
import type { SignedCallback } from '@/lib/mpesa-sandbox/webhook-signature';
import type { CallbackDeliveryConfig } from '../config';
import { logLine } from '../log';
import { postOnce } from './attempt';
import type { AttemptOutcome, AttemptRequest } from './attempt';
import { destinationFor, namesAnAddress } from './destination';

/** The first attempt, then two retries: enough to ride out a restart, short enough to wait for on the page. */
export const maxAttempts = 3;

export interface DeliveryClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: DeliveryClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type DeliveryResult = { kind: 'delivered-or-tried'; log: DeliveryLog } | { kind: 'refused' };

/** The wait before attempt `attempt` (1-based): none, then the base, then twice the base. */
export function backoffBefore(attempt: number, baseMs: number): number {
  return attempt === 1 ? 0 : baseMs * 2 ** (attempt - 2);
}

/**
 * POSTs the signed callback to the developer's URL: retried after a timeout, a failed
 * connection or a 5xx, never after an answer that settles it (2xx; a 3xx, which is not
 * followed; a 4xx). An address written in the URL that the filter refuses ends the delivery at
 * once. A name that resolves to a refused address is reported as a failed connection, exactly
 * as a name that does not resolve: the caller cannot use the route to learn what a name
 * resolves to, and the log line keeps the difference for the operator.
 */
export async function deliverCallback(
  address: string,
  signed: SignedCallback,
  config: CallbackDeliveryConfig,
  clock: DeliveryClock = realClock,
  post: (request: AttemptRequest) => Promise<AttemptOutcome> = postOnce,
): Promise<DeliveryResult> {
  const destination = destinationFor(address, config.allowedOrigins);
  if (!destination.allowed) return { kind: 'refused' };
  const { url, agent } = destination;

  const attempts: DeliveryAttempt[] = [];
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const wait = backoffBefore(attempt, config.retryBaseMs);
    if (wait > 0) await clock.sleep(wait);
    const started = clock.now();
    const outcome = await post({ url, agent, headers: callbackHeaders(signed), body: signed.body, timeoutMs: config.timeoutMs });
    const ms = Math.max(0, Math.round(clock.now() - started));
    // The host alone: a path or query may hold the developer's own tokens.
    logLine('info', 'sandbox-callback.attempt', {
      host: url.host,
      attempt,
      outcome: outcome.kind,
      status: outcome.kind === 'answered' ? outcome.status : undefined,
      ms,
    });
    if (outcome.kind === 'refused' && namesAnAddress(url)) return { kind: 'refused' };
    attempts.push(
      outcome.kind === 'answered'
        ? { attempt, status: outcome.status, error: null, ms }
        : { attempt, status: null, error: outcome.kind === 'refused' ? 'network' : outcome.kind, ms },
    );
    if (outcome.kind === 'answered' && outcome.status < 500) break;
  }
  const delivered = attempts.some(({ status }) => status !== null && status >= 200 && status < 300);
  return { kind: 'delivered-or-tried', log: { ok: true, delivered, attempts } };
}
