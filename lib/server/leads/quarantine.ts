import 'server-only';
import { serverConfig } from '../config';
import { describeError, logLine } from '../log';
import { redisClient } from '../redis';
import type { LeadKind } from '@/lib/lead-kinds';

/**
 * Where refused submissions go: kept (in a Redis stream, the newest 10,000 and none older than
 * 30 days), counted by reason, never mailed. An operator can read them (scripts/outbox.ts
 * quarantine) and recover a person's lead refused by mistake. Without Redis, or while it is
 * down, a log line and this process's count are all that is kept.
 */
export type QuarantineReason = 'honeypot' | 'rate-limited';

const streamKey = 'kilele:quarantine';
const countsKey = 'kilele:quarantine:counts';
const keep = 10_000;
/**
 * How long a quarantined submission is kept: long enough for an operator to notice a person
 * refused by mistake, not forever (they hold addresses and messages). Entries older than this
 * are trimmed on every new one, and the stream itself expires this long after the last.
 */
export const quarantineRetentionMs = 30 * 24 * 60 * 60 * 1000;
const localCounts = new Map<QuarantineReason, number>();

export async function quarantine(kind: LeadKind, reason: QuarantineReason, fields: Record<string, string>): Promise<void> {
  localCounts.set(reason, (localCounts.get(reason) ?? 0) + 1);
  logLine('warn', 'lead.quarantined', { kind, reason });
  const target = serverConfig().redis;
  if (!target) return;
  const redis = redisClient(target);
  if (redis.status !== 'ready') return;
  try {
    // Stream ids start with their time in ms: MINID drops every entry older than the retention.
    const oldest = Date.now() - quarantineRetentionMs;
    await redis
      .multi()
      .xadd(streamKey, 'MAXLEN', '~', String(keep), '*', 'kind', kind, 'reason', reason, 'fields', JSON.stringify(fields))
      .xtrim(streamKey, 'MINID', String(oldest))
      .pexpire(streamKey, quarantineRetentionMs)
      .hincrby(countsKey, reason, 1)
      .exec();
  } catch (error) {
    logLine('warn', 'lead.quarantine-store', { error: describeError(error) });
  }
}

/** How many submissions were quarantined, by reason: every instance's in Redis, or this process's. */
export async function quarantineCounts(): Promise<Partial<Record<QuarantineReason, number>>> {
  const target = serverConfig().redis;
  if (target) {
    try {
      const stored = await redisClient(target).hgetall(countsKey);
      return Object.fromEntries(Object.entries(stored).map(([reason, count]) => [reason, Number(count)]));
    } catch {
      // Fall through to this process's count.
    }
  }
  return Object.fromEntries(localCounts);
}

/** The newest quarantined submissions, for the operator command. */
export async function quarantined(count: number): Promise<{ id: string; fields: Record<string, string> }[]> {
  const target = serverConfig().redis;
  if (!target) return [];
  // Never older than the retention, even before the next submission trims them.
  const entries = await redisClient(target).xrevrange(streamKey, '+', String(Date.now() - quarantineRetentionMs), 'COUNT', count);
  return entries.map(([id, pairs]) => {
    const fields: Record<string, string> = {};
    for (let index = 0; index + 1 < pairs.length; index += 2) fields[pairs[index] ?? ''] = pairs[index + 1] ?? '';
    return { id, fields };
  });
}
