import { createServer } from 'node:net';
import type Redis from 'ioredis';
import { parseServerConfig } from './config';
import type { RedisTarget } from './config';
import { openRedis, tlsProblems } from './redis';

const sentinels = 'kilele@10.0.0.5:26379,10.0.0.6:26379';

function target(env: Record<string, string>): RedisTarget {
  const redis = parseServerConfig(env).redis;
  if (!redis) throw new Error('no Redis in this environment');
  return redis;
}

const opened: Redis[] = [];
/** The options a connection to `env`'s Redis is made with (never connected). */
function optionsFor(env: Record<string, string>) {
  const client = openRedis(target(env), { lazyConnect: true });
  opened.push(client);
  return client.options;
}

afterAll(() => opened.forEach((client) => client.disconnect()));

describe('the connection to Redis', () => {
  it('reaches the master over TLS, with the password of REDIS_URL, when the sentinels name it and REDIS_URL is rediss://', () => {
    const options = optionsFor({ REDIS_SENTINEL: sentinels, REDIS_URL: 'rediss://site:master-secret@ignored:6379/2' });
    expect(options).toMatchObject({ enableTLSForSentinelMode: true, tls: {}, username: 'site', password: 'master-secret', db: 2, name: 'kilele' });
    expect(options.sentinels).toEqual([
      { host: '10.0.0.5', port: 26379 },
      { host: '10.0.0.6', port: 26379 },
    ]);
  });

  it('authenticates to the sentinels with their own credentials, over TLS when asked, trusting the given authority', () => {
    const ca = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    const options = optionsFor({
      REDIS_SENTINEL: sentinels,
      REDIS_SENTINEL_USERNAME: 'site',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
      REDIS_SENTINEL_TLS: 'true',
      REDIS_URL: 'rediss://:master-secret@ignored:6379',
    });
    expect(options).toMatchObject({ sentinelUsername: 'site', sentinelPassword: 'sentinel-secret', sentinelTLS: {} });
    const withCa = openRedis(
      { ...target({ REDIS_SENTINEL: sentinels, REDIS_SENTINEL_TLS: 'true', REDIS_URL: 'rediss://:pw@ignored:6379' }), tlsCa: ca },
      { lazyConnect: true },
    );
    opened.push(withCa);
    expect(withCa.options).toMatchObject({ tls: { ca }, sentinelTLS: { ca }, enableTLSForSentinelMode: true });
  });

  it('stays in plain TCP, without sentinel credentials, when nothing asks for TLS or a password', () => {
    const options = optionsFor({ REDIS_SENTINEL: sentinels });
    expect(options.tls).toBeUndefined();
    expect(options.enableTLSForSentinelMode).toBe(false);
    expect(options.sentinelTLS).toBeUndefined();
    expect(options.sentinelPassword ?? null).toBeNull();
  });

  it('keeps TLS and the password of a single rediss:// Redis', () => {
    expect(optionsFor({ REDIS_URL: 'rediss://:pw@redis.internal:6380' })).toMatchObject({ tls: {}, password: 'pw', host: 'redis.internal', port: 6380 });
  });
});

describe('tlsProblems', () => {
  it('says nothing of the connections this module opens', () => {
    expect(tlsProblems(target({ REDIS_SENTINEL: sentinels, REDIS_SENTINEL_TLS: 'true', REDIS_URL: 'rediss://:pw@ignored:6379' }))).toEqual([]);
    expect(tlsProblems(target({ REDIS_URL: 'rediss://:pw@redis.internal:6380' }))).toEqual([]);
  });

  it('names the TLS that would not be applied: to the master in Sentinel mode, or to the sentinels', () => {
    const asked = target({ REDIS_SENTINEL: sentinels, REDIS_SENTINEL_TLS: 'true', REDIS_URL: 'rediss://:pw@ignored:6379' });
    // The options ioredis was given before: TLS set, but not for the master the sentinels name.
    expect(tlsProblems(asked, { tls: {}, sentinels: [{ host: '10.0.0.5', port: 26379 }], name: 'kilele' })).toEqual([
      expect.stringMatching(/^REDIS_URL \(with REDIS_SENTINEL\) asks for TLS \(rediss:\/\/\) but the connection to the master would not use it/),
      expect.stringMatching(/^REDIS_SENTINEL_TLS is true but the connections to the sentinels would not use TLS/),
    ]);
  });
});

describe('a connection that ioredis gives up on', () => {
  /** A server that answers every command with +OK (enough for a client without a ready check). */
  function fakeRedis() {
    return createServer((socket) => socket.on('data', () => socket.write('+OK\r\n')));
  }

  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  it('connects again by itself, as after a failover announced while it was reconnecting, until the process closes it', async () => {
    const port = await freePort();
    // No retries: the first refusal ends the connection, as the failover race does.
    const client = openRedis(target({ REDIS_URL: `redis://127.0.0.1:${port}` }), { retryStrategy: () => null, enableReadyCheck: false });
    await new Promise((resolve) => client.once('end', resolve));
    const server = fakeRedis();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await new Promise((resolve) => client.once('ready', resolve));
      expect(client.status).toBe('ready');
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(client.status).toBe('end');
    } finally {
      if (client.status !== 'end') client.disconnect();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
