import Redis from 'ioredis';
import { startRedisSocket } from '@/test/redis-socket';
import type { RedisSocket } from '@/test/redis-socket';
import { isListener, livePairing, newPairing, pairingIdleMs, pairingLifeMs } from './pairings';
import { isAfter, keptEvents, memoryListenStore, redisListenStore } from './store';
import type { ListenStore } from './store';

let redis: RedisSocket;
const clients: Redis[] = [];
const connect = () => {
  const client = new Redis(redis.path);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  redis = await startRedisSocket();
});
afterAll(async () => {
  clients.forEach((client) => client.disconnect());
  await redis.stop();
});

const record = { tokenDigest: 'digest', createdAt: Date.now() };

describe.each([
  ['Redis', () => redisListenStore(connect(), connect)],
  ['memory', () => memoryListenStore()],
])('the pairings store in %s', (_name, makeStore: () => ListenStore) => {
  it('takes a code once, and gives each pairing its own events, from the id after the one given', async () => {
    const store = makeStore();
    const code = `A${Math.random()}`;
    expect(await store.create(code, record, 60_000)).toBe(true);
    expect(await store.create(code, record, 60_000)).toBe(false);
    expect(await store.find(code)).toEqual(record);
    const ids = [await store.append(code, 'one', 60_000), await store.append(code, 'two', 60_000), await store.append(code, 'three', 60_000)];
    expect(isAfter(ids[1] ?? '', ids[0] ?? '')).toBe(true);
    const reader = store.reader();
    expect(await reader.read(code, '0-0', 10)).toEqual([
      { id: ids[0], data: 'one' },
      { id: ids[1], data: 'two' },
      { id: ids[2], data: 'three' },
    ]);
    expect((await reader.read(code, ids[1] ?? '', 10)).map(({ data }) => data)).toEqual(['three']);
    expect(await reader.read(`B${Math.random()}`, '0-0', 10)).toEqual([]);
    reader.close();
  });

  it('wakes a waiting reader as soon as an event comes', async () => {
    const store = makeStore();
    const code = `C${Math.random()}`;
    await store.create(code, record, 60_000);
    const reader = store.reader();
    const started = Date.now();
    const waiting = reader.read(code, '0-0', 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await store.append(code, 'late', 60_000);
    expect((await waiting).map(({ data }) => data)).toEqual(['late']);
    expect(Date.now() - started).toBeLessThan(2_000);
    reader.close();
  });

  it('keeps a bounded number of events, and reports for the page', async () => {
    const store = makeStore();
    const code = `D${Math.random()}`;
    await store.create(code, record, 60_000);
    for (let count = 0; count < keptEvents * 2; count += 1) await store.append(code, String(count), 60_000);
    const reader = store.reader();
    const kept = await reader.read(code, '0-0', 10);
    reader.close();
    // The oldest are dropped; a read gives a batch at a time.
    expect(kept.map(({ data }) => data)).toEqual(Array.from({ length: 20 }, (_, index) => String(keptEvents + index)));
    await store.saveResult(code, '1-0', '{"status":200}', 60_000);
    expect(await store.result(code, '1-0')).toBe('{"status":200}');
    expect(await store.result(code, '2-0')).toBeNull();
  });

  it('forgets a pairing, with its events, once unused for its idle time', async () => {
    const store = makeStore();
    const code = `E${Math.random()}`;
    await store.create(code, record, 100);
    await store.append(code, 'one', 100);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.find(code)).toBeNull();
    const reader = store.reader();
    expect(await reader.read(code, '0-0', 10)).toEqual([]);
    reader.close();
  });
});

describe('pairings', () => {
  it('end after their longest life however busy, and answer only their own token', async () => {
    let now = Date.now();
    const store = memoryListenStore(() => now);
    const pairing = await newPairing(store, now);
    expect(await isListener(pairing.code, pairing.token, store, now)).toBe(true);
    expect(
      await isListener(
        pairing.code,
        pairing.token.replace(/^./, (first) => (first === 'A' ? 'B' : 'A')),
        store,
        now,
      ),
    ).toBe(false);
    // Kept alive by use, still ended by its age.
    const createdAt = now;
    while (now < createdAt + pairingLifeMs - pairingIdleMs / 2) {
      now += pairingIdleMs / 2;
      await store.touch(pairing.code, pairingIdleMs);
    }
    expect(await livePairing(pairing.code, store, createdAt + pairingLifeMs - 1)).not.toBeNull();
    now = createdAt + pairingLifeMs;
    expect(await livePairing(pairing.code, store, now)).toBeNull();
  });

  it('end after 30 minutes unused', async () => {
    let now = Date.now();
    const store = memoryListenStore(() => now);
    const pairing = await newPairing(store, now);
    now += pairingIdleMs - 1;
    expect(await livePairing(pairing.code, store, now)).not.toBeNull();
    now += 2;
    expect(await livePairing(pairing.code, store, now)).toBeNull();
  });
});
