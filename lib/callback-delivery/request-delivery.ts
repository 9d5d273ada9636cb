import { jsonPostInit } from '@/lib/json-post';
import { callbackDeliveryPath, deliveryErrorCodes, deliveryLogSchema, deliveryRefusalSchema } from './answer';
import type { DeliveryLog } from './answer';

/** The callback as the page shows it: what the server signs again and sends. */
export interface ShownCallback {
  id: string;
  /** Unix seconds. */
  timestamp: number;
  /** The body exactly as signed. */
  body: string;
}

/** Why no delivery log came back, as the page explains it. */
export type DeliveryProblem = 'off' | 'refused' | 'invalidUrl' | 'expired' | 'limited' | 'failed';

export type DeliveryOutcome = { kind: 'log'; log: DeliveryLog } | { kind: 'problem'; problem: DeliveryProblem; retryAfterSeconds: number | null };

const problem = (name: DeliveryProblem, retryAfterSeconds: number | null = null): DeliveryOutcome => ({ kind: 'problem', problem: name, retryAfterSeconds });

/** Whether the address can be sent at all; the server decides whether it may be reached. */
export function isWebUrl(address: string): boolean {
  return URL.canParse(address) && /^https?:$/.test(new URL(address).protocol);
}

/**
 * Asks the server to deliver the callback to `url` and waits for its log (the server bounds
 * the attempts to well under this limit). Never rejects: every failure is a named problem.
 */
export async function requestDelivery(url: string, callback: ShownCallback, { timeoutMs = 30_000 } = {}): Promise<DeliveryOutcome> {
  if (!isWebUrl(url)) return problem('invalidUrl');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(callbackDeliveryPath, jsonPostInit({ url, callback }, { signal: controller.signal }));
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const log = deliveryLogSchema.safeParse(body);
      return log.success ? { kind: 'log', log: log.data } : problem('failed');
    }
    const refusal = deliveryRefusalSchema.safeParse(body);
    const code = refusal.success ? refusal.data.error_code : undefined;
    if (code === deliveryErrorCodes.off) return problem('off');
    if (code === deliveryErrorCodes.refused) return problem('refused');
    // The page's own callback fails its checks only when it has grown too old to be signed again.
    if (response.status === 400) return problem(refusal.success && refusal.data.fields?.url ? 'invalidUrl' : 'expired');
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      return problem('limited', Number.isInteger(seconds) && seconds > 0 ? seconds : null);
    }
    return problem('failed');
  } catch {
    return problem('failed');
  } finally {
    clearTimeout(timer);
  }
}
