import { MemoryRateLimitStore, rateLimit, setRateLimitStore } from './rate-limit';

describe('MemoryRateLimitStore', () => {
  it('counts hits per key within a window, then starts a new window', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(100, () => now);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    now = 61_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetAt: 121_000 });
  });

  it('never holds more keys than its bound: expired windows go first, then the oldest', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(3, () => now);
    await store.hit('old', 10);
    await store.hit('a', 1_000);
    await store.hit('b', 1_000);
    now = 20;
    await store.hit('c', 1_000);
    expect(store.size).toBe(3);
    expect((await store.hit('a', 1_000)).count).toBe(2);
    for (let i = 0; i < 50; i += 1) await store.hit(`flood-${i}`, 1_000);
    expect(store.size).toBe(3);
  });
});

describe('rateLimit', () => {
  afterEach(() => setRateLimitStore(new MemoryRateLimitStore()));

  it('lets `max` requests through per window, then says how long to wait', async () => {
    setRateLimitStore(new MemoryRateLimitStore());
    const rule = { max: 2, windowMs: 30_000 };
    expect(await rateLimit('k', rule)).toEqual({ limited: false });
    expect(await rateLimit('k', rule)).toEqual({ limited: false });
    const limited = await rateLimit('k', rule);
    expect(limited.limited).toBe(true);
    expect(limited.limited && limited.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(limited.limited && limited.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('works with any store behind the interface', async () => {
    const keys: string[] = [];
    setRateLimitStore({
      hit: async (key) => {
        keys.push(key);
        return { count: 99, resetAt: Date.now() + 5_000 };
      },
    });
    expect(await rateLimit('shared:key', { max: 10, windowMs: 5_000 })).toEqual({ limited: true, retryAfterSeconds: 5 });
    expect(keys).toEqual(['shared:key']);
  });
});
