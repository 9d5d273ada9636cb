import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseServerConfig, sandboxedUpstreams, ServerConfigError } from './config';

const folder = mkdtempSync(join(tmpdir(), 'kilele-config-'));
const caPem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const caFile = join(folder, 'ca.crt');
writeFileSync(caFile, caPem);
const notPem = join(folder, 'not-a-certificate.txt');
writeFileSync(notPem, 'hello');

const payments = {
  PAYMENTS_API_URL: 'https://pay.example.test/',
  PAYMENTS_USERNAME: 'kilele',
  PAYMENTS_PASSWORD: 's3cret:with colon',
  PAYMENTS_MERCHANT_ID: 'M-001',
};

function problems(env: Record<string, string>): string[] {
  try {
    parseServerConfig(env);
  } catch (error) {
    if (error instanceof ServerConfigError) return error.problems.map(({ variable }) => variable);
    throw error;
  }
  return [];
}

describe('parseServerConfig', () => {
  it('runs every upstream in sandbox mode with an empty environment, with documented defaults', () => {
    const config = parseServerConfig({});
    expect(config.mail).toEqual({ endpoint: null, to: 'hello@kilelepay.co.ke', organisation: 'Kilele Pay' });
    expect(config.payments).toBeNull();
    expect(config.airtimeEndpoint).toBeNull();
    expect(config.timeoutMs).toBe(10_000);
    expect(config.rateLimits).toEqual({
      client: { max: 10, windowMs: 60_000 },
      route: { max: 300, windowMs: 60_000 },
      phone: { max: 3, windowMs: 600_000 },
      destination: { max: 5, windowMs: 60_000 },
    });
    expect(config.trustProxyHops).toBe(0);
    expect(config.redis).toBeNull();
    expect(config.requireUpstreams).toBe(false);
    expect(sandboxedUpstreams(config).map(({ variable }) => variable)).toEqual(['MAIL_API_URL', 'PAYMENTS_API_URL', 'AIRTIME_API_URL']);
  });

  it('has no metrics endpoint unless METRICS_PORT is set, loopback by default, and drains 5 s after SIGTERM', () => {
    expect(parseServerConfig({}).metrics).toBeNull();
    expect(parseServerConfig({ METRICS_PORT: '9100' }).metrics).toEqual({ port: 9100, host: '127.0.0.1' });
    expect(parseServerConfig({}).shutdown).toEqual({ drainMs: 5_000, timeoutMs: 30_000 });
    expect(parseServerConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdown.drainMs).toBe(0);
  });

  it('treats blank values as unset', () => {
    expect(parseServerConfig({ MAIL_API_URL: '  ', PAYMENTS_USERNAME: '' }).mail.endpoint).toBeNull();
  });

  it('builds each upstream endpoint and the Basic header from the credentials', () => {
    const config = parseServerConfig({
      ...payments,
      MAIL_API_URL: 'https://mail.example.test/v2/',
      AIRTIME_API_URL: 'http://127.0.0.1:9000',
      AIRTIME_SERVICE: 'topup',
      PAYMENTS_PROVIDER: 'kilele',
    });
    expect(config.mail.endpoint).toBe('https://mail.example.test/v2/send-email/contact');
    expect(config.payments?.endpoint).toBe('https://pay.example.test/kilele/api/v1/payments/process');
    expect(config.payments?.authorization).toBe(`Basic ${Buffer.from('kilele:s3cret:with colon').toString('base64')}`);
    expect(config.payments?.callbackUrl).toBeNull();
    expect(config.airtimeEndpoint).toBe('http://127.0.0.1:9000/api/v1/topup/stk_push/');
  });

  it.each([
    [{ MAIL_API_URL: 'mail.example.test' }, ['MAIL_API_URL']],
    [{ MAIL_API_URL: 'ftp://mail.example.test' }, ['MAIL_API_URL']],
    [{ AIRTIME_API_URL: 'https://user:pass@airtime.example.test' }, ['AIRTIME_API_URL']],
    [{ MAIL_TO: 'not an email' }, ['MAIL_TO']],
    [{ UPSTREAM_TIMEOUT_MS: '10s' }, ['UPSTREAM_TIMEOUT_MS']],
    [{ UPSTREAM_TIMEOUT_MS: '99' }, ['UPSTREAM_TIMEOUT_MS']],
    [{ RATE_LIMIT_PER_CLIENT: '0' }, ['RATE_LIMIT_PER_CLIENT']],
    [{ TRUST_PROXY: 'yes' }, ['TRUST_PROXY']],
    [{ REDIS_URL: 'localhost:6379' }, ['REDIS_URL']],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, ['REDIS_URL']],
    [{ REQUIRE_UPSTREAMS: 'yes' }, ['REQUIRE_UPSTREAMS']],
    [{ RATE_LIMIT_PER_ROUTE: '0' }, ['RATE_LIMIT_PER_ROUTE']],
    [{ TRUST_PROXY: '11' }, ['TRUST_PROXY']],
    [{ AIRTIME_SERVICE: 'a/b' }, ['AIRTIME_SERVICE']],
    [{ PAYMENTS_API_URL: 'https://pay.example.test' }, ['PAYMENTS_USERNAME', 'PAYMENTS_PASSWORD', 'PAYMENTS_MERCHANT_ID']],
    [{ PAYMENTS_PASSWORD: 'x' }, ['PAYMENTS_PASSWORD']],
    [{ ...payments, PAYMENTS_USERNAME: 'a:b' }, ['PAYMENTS_USERNAME']],
    [{ METRICS_PORT: '0' }, ['METRICS_PORT']],
    [{ METRICS_PORT: '65536' }, ['METRICS_PORT']],
    [{ METRICS_PORT: '9100', METRICS_HOST: 'a host' }, ['METRICS_HOST']],
    [{ SHUTDOWN_DRAIN_MS: 'soon' }, ['SHUTDOWN_DRAIN_MS']],
    [{ SHUTDOWN_TIMEOUT_MS: '10' }, ['SHUTDOWN_TIMEOUT_MS']],
    [{ REDIS_SENTINEL: '10.0.0.5:26379' }, ['REDIS_SENTINEL']],
    [{ REDIS_SENTINEL: 'kilele@' }, ['REDIS_SENTINEL']],
    [{ REDIS_SENTINEL: 'kilele@10.0.0.5' }, ['REDIS_SENTINEL']],
    [{ REDIS_SENTINEL: 'kilele@10.0.0.5:26379,sentinel two:26379' }, ['REDIS_SENTINEL']],
    [{ REDIS_SENTINEL: 'kilele@10.0.0.5:99999' }, ['REDIS_SENTINEL']],
    // The sentinels' settings without sentinels would be ignored: a deployment would believe them applied.
    [{ REDIS_URL: 'redis://:pw@10.0.0.5:6379', REDIS_SENTINEL_PASSWORD: 'pw' }, ['REDIS_SENTINEL_PASSWORD']],
    [{ REDIS_URL: 'redis://:pw@10.0.0.5:6379', REDIS_SENTINEL_TLS: 'true' }, ['REDIS_SENTINEL_TLS']],
    [{ REDIS_SENTINEL: 'kilele@10.0.0.5:26379', REDIS_SENTINEL_TLS: 'yes' }, ['REDIS_SENTINEL_TLS']],
    [{ REDIS_SENTINEL: 'kilele@10.0.0.5:26379', REDIS_SENTINEL_USERNAME: 'site' }, ['REDIS_SENTINEL_PASSWORD']],
    // TLS asked for with an authority that cannot be used, or an authority for no TLS at all.
    [{ REDIS_URL: 'rediss://:pw@10.0.0.5:6379', REDIS_TLS_CA_FILE: join(folder, 'missing.crt') }, ['REDIS_TLS_CA_FILE']],
    [{ REDIS_URL: 'rediss://:pw@10.0.0.5:6379', REDIS_TLS_CA_FILE: notPem }, ['REDIS_TLS_CA_FILE']],
    [{ REDIS_URL: 'redis://:pw@10.0.0.5:6379', REDIS_TLS_CA_FILE: caFile }, ['REDIS_TLS_CA_FILE']],
  ])('names the variable at fault in %p', (env, variables) => {
    expect(problems(env)).toEqual(variables);
  });

  it('names every bad variable in the message, never a value', () => {
    const secret = 'hunter2-is-not-a-url';
    expect(() => parseServerConfig({ PAYMENTS_API_URL: secret, MAIL_TO: 'x' })).toThrow(/PAYMENTS_API_URL: must be an absolute http\(s\) URL/);
    try {
      parseServerConfig({ PAYMENTS_API_URL: secret, MAIL_TO: 'x' });
    } catch (error) {
      expect(String(error)).toMatch(/MAIL_TO/);
      expect(String(error)).not.toContain(secret);
    }
  });

  it.each([
    ['true', 1],
    ['FALSE', 0],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %d trusted hops', (value, hops) => {
    expect(parseServerConfig({ TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it('reads the shared store and the upstream requirement', () => {
    const config = parseServerConfig({ REDIS_URL: 'redis://:pw@redis.internal:6379/2', REQUIRE_UPSTREAMS: 'TRUE', MAIL_API_URL: 'https://mail.example.test' });
    expect(config.redis).toEqual({ url: 'redis://:pw@redis.internal:6379/2', sentinel: null, tlsCa: null });
    expect(config.requireUpstreams).toBe(true);
    expect(sandboxedUpstreams(config).map(({ name }) => name)).toEqual(['payments', 'airtime']);
  });

  it('reads a Sentinel deployment: the master name and every sentinel, with REDIS_URL for the credentials', () => {
    expect(parseServerConfig({ REDIS_SENTINEL: 'kilele@10.0.0.5:26379,10.0.0.6:26380,sentinel-3.internal:26381' }).redis).toEqual({
      url: null,
      sentinel: {
        masterName: 'kilele',
        sentinels: [
          { host: '10.0.0.5', port: 26379 },
          { host: '10.0.0.6', port: 26380 },
          { host: 'sentinel-3.internal', port: 26381 },
        ],
        username: null,
        password: null,
        tls: false,
      },
      tlsCa: null,
    });
    expect(parseServerConfig({ REDIS_SENTINEL: 'kilele@10.0.0.5:26379', REDIS_URL: 'rediss://:pw@ignored:6379/1' }).redis?.url).toBe(
      'rediss://:pw@ignored:6379/1',
    );
  });

  it("reads the sentinels' own credentials and TLS, and the certificate authority Redis's TLS is checked against", () => {
    const redis = parseServerConfig({
      REDIS_SENTINEL: 'kilele@10.0.0.5:26379',
      REDIS_SENTINEL_USERNAME: 'site',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
      REDIS_SENTINEL_TLS: 'TRUE',
      REDIS_URL: 'rediss://site:pw@ignored:6379/1',
      REDIS_TLS_CA_FILE: caFile,
    }).redis;
    expect(redis?.sentinel).toMatchObject({ username: 'site', password: 'sentinel-secret', tls: true });
    expect(redis?.tlsCa).toBe(caPem);
  });
  it('keeps callback delivery off by default, and reads its switch, allowlist of origins and timings', () => {
    expect(parseServerConfig({}).callbackDelivery).toEqual({ enabled: false, allowedOrigins: [], timeoutMs: 4_000, retryBaseMs: 2_000 });
    const config = parseServerConfig({
      SANDBOX_CALLBACK_DELIVERY: 'TRUE',
      SANDBOX_CALLBACK_ALLOW: 'http://127.0.0.1:4010, https://Hooks.Example.test/',
      SANDBOX_CALLBACK_TIMEOUT_MS: '250',
      SANDBOX_CALLBACK_RETRY_BASE_MS: '0',
      SANDBOX_CALLBACK_PER_DESTINATION: '2',
    });
    expect(config.callbackDelivery).toEqual({
      enabled: true,
      allowedOrigins: ['http://127.0.0.1:4010', 'https://hooks.example.test'],
      timeoutMs: 250,
      retryBaseMs: 0,
    });
    expect(config.rateLimits.destination).toEqual({ max: 2, windowMs: 60_000 });
  });

  it.each([
    ['SANDBOX_CALLBACK_DELIVERY', 'yes'],
    ['SANDBOX_CALLBACK_ALLOW', 'http://127.0.0.1:4010/hooks'],
    ['SANDBOX_CALLBACK_ALLOW', 'ftp://127.0.0.1'],
    ['SANDBOX_CALLBACK_ALLOW', 'http://127.0.0.1:4010,'],
    // Three attempts and their waits must stay short enough for a developer to wait for.
    ['SANDBOX_CALLBACK_TIMEOUT_MS', '5000'],
    ['SANDBOX_CALLBACK_RETRY_BASE_MS', '10000'],
  ])('refuses %s=%s', (variable, value) => {
    expect(problems({ [variable]: value })).toEqual([variable]);
  });

  describe('LEAD_ID_SECRET', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const secret = 'k'.repeat(32);

    it('is required in production when instances share Redis: they must all derive the same ids', () => {
      expect(problems({ NODE_ENV: 'production', ...redis })).toEqual(['LEAD_ID_SECRET']);
      expect(problems({ NODE_ENV: 'production', REDIS_SENTINEL: 'kilele@10.0.0.5:26379' })).toEqual(['LEAD_ID_SECRET']);
      expect(parseServerConfig({ NODE_ENV: 'production', ...redis, LEAD_ID_SECRET: secret }).leadIdSecret).toBe(secret);
    });

    it('refuses a short secret', () => {
      expect(problems({ LEAD_ID_SECRET: 'k'.repeat(31) })).toEqual(['LEAD_ID_SECRET']);
    });

    it('without shared Redis, keys ids with a random secret of this process: stable while it runs, never empty', () => {
      const first = parseServerConfig({ NODE_ENV: 'production' }).leadIdSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(parseServerConfig({}).leadIdSecret).toBe(first);
    });
  });
});
