import 'server-only';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { z } from '@/lib/zod';

/**
 * Where pairings, their events and the command's reports live: Redis when the site has it
 * (every instance sees every pairing, so the page and the command may reach different
 * instances), this process's memory otherwise (one instance, as under `npm run dev`).
 *
 * A pairing's events are a Redis stream, capped in length and expiring with the pairing, so a
 * command that reconnects asks for what followed the last id it saw (its Last-Event-ID) and
 * misses nothing, whichever instance it reaches.
 */

export interface PairingRecord {
  /** SHA-256 of the command's token, base64url: the token itself is never stored. */
  tokenDigest: string;
  /** Unix milliseconds: a pairing ends after its longest life however busy it is. */
  createdAt: number;
}

const pairingRecordSchema = z.object({ tokenDigest: z.string(), createdAt: z.number() });

export interface StreamEntry {
  id: string;
  data: string;
}

/** Reads a pairing's events, waiting for new ones: in Redis, on a connection of its own. */
export interface EventReader {
  /** The events after `afterId`, oldest first; waits up to `waitMs` when there is none yet. */
  read(code: string, afterId: string, waitMs: number): Promise<StreamEntry[]>;
  close(): void;
}

export interface ListenStore {
  /** Stores a new pairing; false when the code is taken. */
  create(code: string, record: PairingRecord, idleMs: number): Promise<boolean>;
  find(code: string): Promise<PairingRecord | null>;
  /** Keeps the pairing (and its events) for another `idleMs`. */
  touch(code: string, idleMs: number): Promise<void>;
  /** Adds an event and returns its id. */
  append(code: string, data: string, idleMs: number): Promise<string>;
  reader(): EventReader;
  saveResult(code: string, eventId: string, result: string, keepMs: number): Promise<void>;
  result(code: string, eventId: string): Promise<string | null>;
}

/** How many events a pairing keeps for a command that reconnects: far more than a page makes between two reconnections. */
export const keptEvents = 100;

/** At most this many events a read: a reconnecting command gets a long backlog in turns. */
const readBatch = 20;

/** Whether stream id `a` comes after `b` (both `milliseconds-sequence`). */
export function isAfter(a: string, b: string): boolean {
  const [aMs = 0n, aSeq = 0n] = a.split('-').map(BigInt);
  const [bMs = 0n, bSeq = 0n] = b.split('-').map(BigInt);
  return aMs > bMs || (aMs === bMs && aSeq > bSeq);
}

// Keys by a digest of the code, so that live codes do not sit in plain text in Redis, its
// dumps and its monitoring.
function keyOf(code: string): string {
  return `kilele:listen:${createHash('sha256').update(code).digest('base64url')}`;
}

function parseRecord(text: string | null): PairingRecord | null {
  if (text === null) return null;
  try {
    const parsed = pairingRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// XREAD's answer: [[key, [[id, [field, value, …]], …]]], or null when nothing came in time.
const xreadSchema = z.array(z.tuple([z.string(), z.array(z.tuple([z.string(), z.array(z.string())]))])).nullable();

/**
 * The store in Redis. `client` is the process's shared connection (short commands);
 * `openReader` opens a connection for one stream's blocking reads, which would otherwise hold
 * up every other command of the process.
 */
export function redisListenStore(client: Redis, openReader: () => Redis): ListenStore {
  return {
    async create(code, record, idleMs) {
      return (await client.set(`${keyOf(code)}:pair`, JSON.stringify(record), 'PX', idleMs, 'NX')) === 'OK';
    },
    async find(code) {
      return parseRecord(await client.get(`${keyOf(code)}:pair`));
    },
    async touch(code, idleMs) {
      await client
        .multi()
        .pexpire(`${keyOf(code)}:pair`, idleMs)
        .pexpire(`${keyOf(code)}:events`, idleMs)
        .exec();
    },
    async append(code, data, idleMs) {
      const key = `${keyOf(code)}:events`;
      const answers = await client.multi().xadd(key, 'MAXLEN', String(keptEvents), '*', 'data', data).pexpire(key, idleMs).exec();
      const id = answers?.[0]?.[1];
      if (typeof id !== 'string') throw new Error('XADD gave no id');
      return id;
    },
    reader() {
      const connection = openReader();
      return {
        async read(code, afterId, waitMs) {
          const answer: unknown = await connection.call(
            'XREAD',
            'COUNT',
            String(readBatch),
            'BLOCK',
            String(waitMs),
            'STREAMS',
            `${keyOf(code)}:events`,
            afterId,
          );
          const parsed = xreadSchema.parse(answer);
          return (parsed?.[0]?.[1] ?? []).map(([id, fields]) => ({ id, data: fields[fields.indexOf('data') + 1] ?? '' }));
        },
        close: () => connection.disconnect(),
      };
    },
    async saveResult(code, eventId, result, keepMs) {
      await client.set(`${keyOf(code)}:result:${eventId}`, result, 'PX', keepMs);
    },
    async result(code, eventId) {
      return client.get(`${keyOf(code)}:result:${eventId}`);
    },
  };
}

interface MemoryPairing {
  record: PairingRecord;
  expiresAt: number;
  events: StreamEntry[];
  results: Map<string, { value: string; expiresAt: number }>;
  /** Readers waiting for the next event. */
  waiting: Set<() => void>;
}

/** At most this many pairings in one process's memory: enough for development, bounded against a flood. */
const maxMemoryPairings = 10_000;

/**
 * The store in this process's memory. Kept on a global by the caller: Next bundles each route
 * apart, and the pairing route and the stream route must see the same pairings.
 */
export function memoryListenStore(now: () => number = Date.now): ListenStore {
  const pairings = new Map<string, MemoryPairing>();
  let last = { ms: 0, seq: 0 };
  const live = (code: string): MemoryPairing | null => {
    const pairing = pairings.get(code);
    if (pairing && pairing.expiresAt <= now()) {
      pairings.delete(code);
      return null;
    }
    return pairing ?? null;
  };
  const nextId = () => {
    const ms = Math.max(now(), last.ms);
    last = { ms, seq: ms === last.ms ? last.seq + 1 : 0 };
    return `${last.ms}-${last.seq}`;
  };
  return {
    async create(code, record, idleMs) {
      if (live(code)) return false;
      if (pairings.size >= maxMemoryPairings) for (const key of [...pairings.keys()]) live(key);
      if (pairings.size >= maxMemoryPairings) throw new Error('too many pairings in memory');
      pairings.set(code, { record, expiresAt: now() + idleMs, events: [], results: new Map(), waiting: new Set() });
      return true;
    },
    async find(code) {
      return live(code)?.record ?? null;
    },
    async touch(code, idleMs) {
      const pairing = live(code);
      if (pairing) pairing.expiresAt = now() + idleMs;
    },
    async append(code, data, idleMs) {
      const pairing = live(code);
      const id = nextId();
      if (!pairing) return id;
      pairing.events = [...pairing.events, { id, data }].slice(-keptEvents);
      pairing.expiresAt = now() + idleMs;
      pairing.waiting.forEach((wake) => wake());
      return id;
    },
    reader() {
      let wake: (() => void) | null = null;
      return {
        async read(code, afterId, waitMs) {
          const after = () => (live(code)?.events.filter(({ id }) => isAfter(id, afterId)) ?? []).slice(0, readBatch);
          const ready = after();
          const pairing = live(code);
          if (ready.length > 0 || !pairing) return ready;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, waitMs);
            function done() {
              clearTimeout(timer);
              pairing?.waiting.delete(done);
              wake = null;
              resolve();
            }
            wake = done;
            pairing.waiting.add(done);
          });
          return after();
        },
        close: () => wake?.(),
      };
    },
    async saveResult(code, eventId, result, keepMs) {
      live(code)?.results.set(eventId, { value: result, expiresAt: now() + keepMs });
    },
    async result(code, eventId) {
      const saved = live(code)?.results.get(eventId);
      return saved && saved.expiresAt > now() ? saved.value : null;
    },
  };
}
