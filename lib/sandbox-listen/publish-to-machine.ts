import { jsonPostInit } from '@/lib/json-post';
import type { ShownCallback } from '@/lib/callback-delivery/request-delivery';
import { listenErrorCodes, listenPaths, publishAnswerSchema } from './protocol';
import { z } from '@/lib/zod';

/** What became of a callback the page forwarded to the developer's machine, as the page tells it. */
export type MachineOutcome =
  | { kind: 'delivered'; status: number; ms: number }
  | { kind: 'no-answer'; error: 'timeout' | 'network' }
  | { kind: 'not-listening' }
  | { kind: 'unknown-code' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

const refusalSchema = z.object({ error_code: z.string().optional() });

/**
 * Publishes a callback the page shows to the paired `kilele-sandbox listen`, and waits for what
 * the developer's handler answered it (the site holds the answer until the command reports, a
 * few seconds at most). Never rejects: every failure is a named outcome.
 */
export async function publishToMachine(code: string, callback: ShownCallback, { timeoutMs = 20_000 } = {}): Promise<MachineOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(listenPaths.events, jsonPostInit({ code, callback }, { signal: controller.signal }));
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 429) return { kind: 'limited', retryAfterSeconds: Number(response.headers.get('retry-after')) || 60 };
    if (!response.ok) {
      const refusal = refusalSchema.safeParse(body);
      return refusal.success && refusal.data.error_code === listenErrorCodes.unknownCode ? { kind: 'unknown-code' } : { kind: 'failed' };
    }
    const answer = publishAnswerSchema.safeParse(body);
    if (!answer.success) return { kind: 'failed' };
    const { result } = answer.data;
    if (result === null) return { kind: 'not-listening' };
    if (result.status === null) return { kind: 'no-answer', error: result.error ?? 'network' };
    return { kind: 'delivered', status: result.status, ms: result.ms };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
