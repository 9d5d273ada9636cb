import Redis from 'ioredis';
import { configure } from '@/test/route-harness';
import { startRedisSocket } from '@/test/redis-socket';
import type { RedisSocket } from '@/test/redis-socket';
import { quarantine, quarantined, quarantineRetentionMs } from './quarantine';

// The quarantine's connection goes to this file's own redis-server, on a Unix socket.
jest.mock('../redis', () => {
  const { default: Client } = jest.requireActual('ioredis');
  let shared: Redis | undefined;
  return { redisClient: () => (shared ??= new Client({ path: process.env.KILELE_TEST_REDIS_SOCKET })) };
});

const day = 24 * 60 * 60 * 1000;
let redis: RedisSocket;
let client: Redis;

beforeAll(async () => {
  redis = await startRedisSocket();
  process.env.KILELE_TEST_REDIS_SOCKET = redis.path;
  client = new Redis({ path: redis.path });
  const { redisClient } = jest.requireMock('../redis');
  await new Promise((resolve) => redisClient().once('ready', resolve));
});

afterAll(async () => {
  client.disconnect();
  jest.requireMock('../redis').redisClient().disconnect();
  await redis.stop();
});

beforeEach(async () => {
  configure({ REDIS_URL: 'redis://127.0.0.1:6379' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await client.flushall();
});

describe('the quarantine', () => {
  it('keeps submissions for 30 days, not forever: older ones are gone once another arrives', async () => {
    expect(quarantineRetentionMs).toBe(30 * day);
    // Two kept from long ago, one from last week.
    await client.xadd('kilele:quarantine', `${Date.now() - 90 * day}-0`, 'kind', 'contact', 'reason', 'honeypot', 'fields', '{"email":"old@example.co.ke"}');
    await client.xadd('kilele:quarantine', `${Date.now() - 31 * day}-0`, 'kind', 'contact', 'reason', 'honeypot', 'fields', '{"email":"older@example.co.ke"}');
    await client.xadd('kilele:quarantine', `${Date.now() - 7 * day}-0`, 'kind', 'contact', 'reason', 'honeypot', 'fields', '{"email":"recent@example.co.ke"}');

    await quarantine('newsletter', 'rate-limited', { email: 'new@example.co.ke' });

    const kept = (await client.xrange('kilele:quarantine', '-', '+')).map(([, fields]) => fields[fields.length - 1]);
    expect(kept).toEqual(['{"email":"recent@example.co.ke"}', '{"email":"new@example.co.ke"}']);
    // With no submission after this one, the whole stream goes when its newest is 30 days old.
    const ttl = await client.pttl('kilele:quarantine');
    expect(ttl).toBeGreaterThan(29 * day);
    expect(ttl).toBeLessThanOrEqual(30 * day);
  });

  it('never shows the operator an entry older than 30 days, even before the next submission trims it', async () => {
    await client.xadd('kilele:quarantine', `${Date.now() - 31 * day}-0`, 'kind', 'contact', 'reason', 'honeypot', 'fields', '{"email":"old@example.co.ke"}');
    await client.xadd('kilele:quarantine', `${Date.now() - 1 * day}-0`, 'kind', 'contact', 'reason', 'honeypot', 'fields', '{"email":"recent@example.co.ke"}');
    expect((await quarantined(20)).map(({ fields }) => fields.fields)).toEqual(['{"email":"recent@example.co.ke"}']);
  });
});
