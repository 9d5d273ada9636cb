import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { formatPairingCode, listenPaths, pairingAlphabet, pairingCodeLength } from '@/lib/sandbox-listen/protocol';
import type { Pairing } from '@/lib/sandbox-listen/protocol';
import { serverConfig } from '../config';
import type { RedisTarget } from '../config';
import { openRedis, redisClient } from '../redis';
import { memoryListenStore, redisListenStore } from './store';
import type { ListenStore, PairingRecord } from './store';

/**
 * Pairings between `kilele-sandbox listen` and the STK push page.
 *
 * Why a code cannot be guessed within its life: it is 10 characters of a 32-character
 * alphabet, 2^50 ≈ 1.1 × 10^15 codes. The only route that takes a code alone is the one the page
 * publishes with (the stream and the reports also need the command's 256-bit token), and
 * RATE_LIMIT_PER_ROUTE caps it for all clients together: 300 a minute by default, so at most
 * 300 × 60 × 8 = 144,000 tries over a pairing's longest life of 8 hours. The pairing route has
 * the same ceiling, so at most 144,000 pairings are alive at once; the chance that any try
 * hits any live pairing is then at most 144,000 × 144,000 / 2^50 ≈ 2 × 10^-5, and that one try
 * hits a given pairing about 10^-10. What a hit gives is small anyway: it lets one publish a
 * sandbox callback (checked, signed with the public sandbox secret) to that developer's machine.
 */

/** A pairing nobody uses ends after this long. */
export const pairingIdleMs = 30 * 60 * 1000;
/** However busy, a pairing ends after this long: the bound the arithmetic above rests on. */
export const pairingLifeMs = 8 * 60 * 60 * 1000;
/** How long the command's report of a delivery is kept for the page to read. */
export const resultKeepMs = 10 * 60 * 1000;

interface SharedStore {
  key: string;
  store: ListenStore;
}

declare global {
  var kilelePayListenStore: SharedStore | undefined;
}

/**
 * The store for this process's settings. On a global, like the Redis connection: each route is
 * bundled apart, and the pairing route and the stream route must share the memory store.
 */
export function listenStore(): ListenStore {
  const target = serverConfig().redis;
  const key = target ? JSON.stringify(target) : 'memory';
  const current = globalThis.kilelePayListenStore;
  if (current?.key === key) return current.store;
  const store = target ? redisListenStore(redisClient(target), () => readerConnection(target)) : memoryListenStore();
  globalThis.kilelePayListenStore = { key, store };
  return store;
}

/** Tests change the settings between cases; this starts from an empty store. */
export function resetListenStore(): void {
  globalThis.kilelePayListenStore = undefined;
}

// A blocking read waits longer than the shared connection's command timeout, so it gets a
// connection of its own; it fails at once while Redis is down, and the command reconnects.
function readerConnection(target: RedisTarget) {
  return openRedis(target, { enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 }, 'redis.listen');
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

function randomCode(): string {
  return formatPairingCode(Array.from({ length: pairingCodeLength }, () => pairingAlphabet[randomInt(pairingAlphabet.length)]).join(''));
}

/** A new pairing: a code for the page, a token for the command. */
export async function newPairing(store: ListenStore = listenStore(), now = Date.now()): Promise<Pairing> {
  const token = randomBytes(32).toString('base64url');
  const record: PairingRecord = { tokenDigest: digest(token), createdAt: now };
  // A taken code is a one-in-10^10 event; three draws make a failure impossible in practice.
  for (let draw = 0; draw < 3; draw += 1) {
    const code = randomCode();
    if (await store.create(code, record, pairingIdleMs)) {
      return { code, token, streamUrl: `${listenPaths.stream}?code=${code}`, expiresAt: new Date(now + pairingIdleMs).toISOString() };
    }
  }
  throw new Error('no free pairing code after three draws');
}

/** The pairing of `code`, while it lives. */
export async function livePairing(code: string, store: ListenStore = listenStore(), now = Date.now()): Promise<PairingRecord | null> {
  const record = await store.find(code);
  return record && now - record.createdAt < pairingLifeMs ? record : null;
}

/** Whether `token` is the command's token of the live pairing `code`. */
export async function isListener(code: string, token: string, store: ListenStore = listenStore(), now = Date.now()): Promise<boolean> {
  const record = await livePairing(code, store, now);
  if (!record) return false;
  const expected = Buffer.from(record.tokenDigest);
  const given = Buffer.from(digest(token));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
