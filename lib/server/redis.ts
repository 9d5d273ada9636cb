import 'server-only';
import Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { RedisTarget } from './config';
import { describeError, logLine } from './log';

/**
 * The process's one connection to the shared Redis (REDIS_URL, or the master that the
 * sentinels of REDIS_SENTINEL name), used by boot, the rate limiters, the outbox's queue, the
 * record of mails handed over and the health checks. The outbox's worker has a second one of
 * its own, because BullMQ's blocking reads need a connection to themselves.
 *
 * Kept on a global: Next bundles instrumentation and each route handler apart, each with its
 * own copy of this module, and a connection per copy would open on the first request of each
 * route instead of at boot, refusing that request while it connects.
 *
 * A command fails at once while the connection is down (no offline queue, a short command
 * timeout), so that no request waits for Redis to come back; ioredis keeps reconnecting in
 * the background (through the sentinels to whichever server is master by then).
 */
interface SharedRedis {
  key: string;
  target: RedisTarget;
  client: Redis;
  /** Called each time the connection becomes ready again (writes kept while it was down). */
  onReady: Set<() => void>;
  /** How many replicas the master had when last asked (Sentinel only). */
  replicas: { count: number; at: number };
}

declare global {
  var kilelePayRedis: SharedRedis | undefined;
}

const targetKey = (target: RedisTarget) => JSON.stringify(target);

/**
 * The options that reach `target`, besides what ioredis reads from REDIS_URL itself (the
 * address, credentials and database). TLS is spelled out because ioredis drops it in Sentinel
 * mode: a rediss:// URL there would otherwise reach the master in clear, password included.
 * The sentinels get their own credentials and TLS: one that anybody may talk to can name any
 * host as the master, which would then receive the password and every queued lead.
 */
export function connectionOptions(target: RedisTarget): RedisOptions {
  const ca = target.tlsCa === null ? {} : { ca: target.tlsCa };
  const tls = target.url?.startsWith('rediss:') ? { tls: { ...ca } } : {};
  if (!target.sentinel) return tls;
  const { sentinels, masterName, username, password } = target.sentinel;
  return {
    ...tls,
    // Without it, ioredis opens a plain connection to the master the sentinels name.
    enableTLSForSentinelMode: 'tls' in tls,
    sentinels,
    name: masterName,
    ...(username === null ? {} : { sentinelUsername: username }),
    ...(password === null ? {} : { sentinelPassword: password }),
    ...(target.sentinel.tls ? { sentinelTLS: { ...ca } } : {}),
    // Reconnects as soon as a sentinel announces a new master, not at the next failed command.
    failoverDetector: true,
    sentinelRetryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  };
}

/**
 * What the connection to `target` would send in clear although TLS was asked for (rediss://,
 * REDIS_SENTINEL_TLS): one line each. Boot refuses to start on any, rather than send the
 * password and the leads unprotected.
 */
export function tlsProblems(target: RedisTarget, options: RedisOptions = connectionOptions(target)): string[] {
  const problems: string[] = [];
  const variable = target.sentinel ? 'REDIS_URL (with REDIS_SENTINEL)' : 'REDIS_URL';
  if (target.url?.startsWith('rediss:') && (!options.tls || (target.sentinel && !options.enableTLSForSentinelMode))) {
    problems.push(`${variable} asks for TLS (rediss://) but the connection to the master would not use it.`);
  }
  if (target.sentinel?.tls && !options.sentinelTLS) problems.push('REDIS_SENTINEL_TLS is true but the connections to the sentinels would not use TLS.');
  return problems;
}

/**
 * A connection that only ends when this process closes it. ioredis gives up for good (status
 * "end") when a sentinel announces a new master while it is still reconnecting to the old one:
 * its failover detector closes the connector under the attempt in progress. Over TLS the attempt
 * lasts long enough (handshakes with the sentinels, then the master) for that to happen on most
 * failovers, and the instance would then serve without Redis until restarted.
 */
class LastingRedis extends Redis {
  closedHere = false;

  override disconnect(reconnect = false): void {
    if (!reconnect) this.closedHere = true;
    super.disconnect(reconnect);
  }
}

/** How long a connection that ended by itself waits before connecting again. */
const reopenAfterMs = 250;

/** A new connection to `target`, reporting one log line per outage and per recovery. */
export function openRedis(target: RedisTarget, options: RedisOptions, logName = 'redis'): Redis {
  const all: RedisOptions = { retryStrategy: (attempt) => Math.min(attempt * 250, 2_000), ...connectionOptions(target), ...options };
  const client = target.url ? new LastingRedis(target.url, all) : new LastingRedis(all);
  client.on('end', () => {
    if (client.closedHere) return;
    setTimeout(() => {
      if (!client.closedHere && client.status === 'end') client.connect().catch(() => undefined);
    }, reopenAfterMs).unref();
  });
  // ioredis reports every failed reconnection: one line per outage is enough.
  let down = false;
  client.on('ready', () => {
    if (down) logLine('info', `${logName}.up`);
    down = false;
  });
  client.on('error', (error: unknown) => {
    if (!down) logLine('warn', `${logName}.down`, { error: describeError(error) });
    down = true;
  });
  return client;
}

/**
 * How long a command on the shared connection may go unanswered. Measured from when it was
 * sent, so it also counts the time this process spends busy before it reads the answer (a
 * route's code loading at a fresh start, a machine short of CPU): a second would fail
 * commands that Redis answered in time. Only a Redis that is connected but silent makes a
 * request wait this long; one that is down fails at once.
 */
export const redisCommandTimeoutMs = 3_000;

function shared(target: RedisTarget): SharedRedis {
  const key = targetKey(target);
  const current = globalThis.kilelePayRedis;
  if (current?.key === key) return current;
  current?.client.disconnect();
  const client = openRedis(target, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2_000, commandTimeout: redisCommandTimeoutMs });
  const next: SharedRedis = { key, target, client, onReady: new Set(), replicas: { count: 0, at: 0 } };
  client.on('ready', () => {
    // Perhaps another master now: its replicas are asked again.
    next.replicas.at = 0;
    next.onReady.forEach((listener) => listener());
  });
  globalThis.kilelePayRedis = next;
  return next;
}

/** The process's shared connection to `target` (opened on first call, normally at boot). */
export function redisClient(target: RedisTarget): Redis {
  return shared(target).client;
}

/** Runs `listener` each time the shared connection to `target` becomes ready. */
export function whenRedisReady(target: RedisTarget, listener: () => void): void {
  shared(target).onReady.add(listener);
}

/** Resolves true once the shared connection is ready, false after `timeoutMs` without it. */
export async function connectRedis(target: RedisTarget, timeoutMs: number): Promise<boolean> {
  const client = redisClient(target);
  if (client.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', ready);
      resolve(false);
    }, timeoutMs);
    function ready() {
      clearTimeout(timer);
      resolve(true);
    }
    client.once('ready', ready);
  });
}

/**
 * With sentinels, waits until a replica holds this connection's writes so far (Redis's WAIT),
 * so that a failover right after cannot lose them. Resolves true when a replica has them, or
 * when the master has no replica attached (nothing to fail over to, so nothing to wait for);
 * false when Redis did not confirm in time (the master died, or the replica lags), in which
 * case the caller must treat the writes as possibly lost. Without sentinels: true at once.
 *
 * WAIT holds up every later command of the connection while it waits, so it is only sent
 * while a replica is attached (asked at most once a second), and waits 100 ms at most: a
 * replica on the same network answers within a millisecond.
 */
export async function writesReplicated(target: RedisTarget): Promise<boolean> {
  if (!target.sentinel) return true;
  const connection = shared(target);
  try {
    if ((await attachedReplicas(connection)) === 0) return true;
    const acknowledged = Number(await connection.client.call('WAIT', '1', String(replicaWaitMs)));
    return acknowledged >= 1;
  } catch {
    return false;
  }
}

const replicaWaitMs = 100;

async function attachedReplicas(connection: SharedRedis): Promise<number> {
  if (Date.now() - connection.replicas.at < 1_000) return connection.replicas.count;
  const role: unknown = await connection.client.call('ROLE');
  // ["master", offset, [[host, port, offset], …]]
  const count = Array.isArray(role) && role[0] === 'master' && Array.isArray(role[2]) ? role[2].length : 0;
  connection.replicas = { count, at: Date.now() };
  return count;
}

export type RedisState = 'up' | 'down' | 'not configured';

/** Whether Redis answers a PING now (within the command timeout). */
export async function redisState(target: RedisTarget | null): Promise<RedisState> {
  if (!target) return 'not configured';
  const client = redisClient(target);
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
export async function checkEvictionPolicy(target: RedisTarget, timeoutMs = 3_000): Promise<EvictionCheck> {
  if (!(await connectRedis(target, timeoutMs))) return { kind: 'unverified', reason: 'Redis did not answer' };
  try {
    const answer: unknown = await redisClient(target).call('CONFIG', 'GET', 'maxmemory-policy');
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
  globalThis.kilelePayRedis?.client.disconnect();
  globalThis.kilelePayRedis = undefined;
}
