import 'server-only';
import Redis from 'ioredis';
import { describeError, logLine } from './log';

/**
 * One connection per process to the Redis of REDIS_URL, shared by the rate limiters and the
 * health check. A command fails at once while the connection is down (no offline queue, a
 * short command timeout), so that no request waits for Redis to come back; ioredis keeps
 * reconnecting in the background and the limiters use it again as soon as it is ready.
 */
let current: { url: string; client: Redis } | null = null;

export function redisClient(url: string): Redis {
  if (current?.url === url) return current.client;
  current?.client.disconnect();
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  // ioredis reports every failed reconnection: one log line per outage is enough.
  let down = false;
  client.on('ready', () => {
    if (down) logLine('info', 'redis.up');
    down = false;
  });
  client.on('error', (error: unknown) => {
    if (!down) logLine('warn', 'redis.down', { error: describeError(error) });
    down = true;
  });
  current = { url, client };
  return client;
}

export type RedisState = 'up' | 'down' | 'not configured';

/** Whether Redis answers a PING now (within the command timeout). */
export async function redisState(url: string | null): Promise<RedisState> {
  if (!url) return 'not configured';
  const client = redisClient(url);
  if (client.status !== 'ready') return 'down';
  try {
    return (await client.ping()) === 'PONG' ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

export type EvictionCheck = { kind: 'ok' } | { kind: 'evicting'; policy: string } | { kind: 'unverified'; reason: string };

/**
 * Redis may delete keys when it runs out of memory, and a deleted phone key would let that
 * phone be prompted again. Only `noeviction` keeps every key (writes fail instead, which the
 * limiters treat as Redis being down). Waits up to `timeoutMs` for the connection.
 */
export async function checkEvictionPolicy(url: string, timeoutMs = 3_000): Promise<EvictionCheck> {
  const client = redisClient(url);
  if (client.status !== 'ready') {
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) return { kind: 'unverified', reason: 'Redis did not answer' };
  }
  try {
    const answer: unknown = await client.call('CONFIG', 'GET', 'maxmemory-policy');
    const policy = Array.isArray(answer) && typeof answer[1] === 'string' ? answer[1] : null;
    if (policy === null) return { kind: 'unverified', reason: 'CONFIG GET gave no policy' };
    return policy === 'noeviction' ? { kind: 'ok' } : { kind: 'evicting', policy };
  } catch (error) {
    // Managed services often disable CONFIG.
    return { kind: 'unverified', reason: describeError(error) };
  }
}

/** Closes the connection (tests, and a process that is shutting down). */
export function closeRedis(): void {
  current?.client.disconnect();
  current = null;
}
