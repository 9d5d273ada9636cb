import { bootNotes, publicSettingProblems } from './boot';
import { parseServerConfig } from './config';

const allUpstreams = {
  MAIL_API_URL: 'https://mail.example.test',
  PAYMENTS_API_URL: 'https://pay.example.test',
  PAYMENTS_USERNAME: 'u',
  PAYMENTS_PASSWORD: 'p',
  PAYMENTS_MERCHANT_ID: 'm',
  AIRTIME_API_URL: 'https://airtime.example.test',
  TRUST_PROXY: '1',
};

describe('bootNotes', () => {
  it('prints one line per sandboxed upstream, and warns that per-client limits are off without a trusted proxy', () => {
    const { fatal, warnings } = bootNotes(parseServerConfig({ MAIL_API_URL: 'https://mail.example.test' }));
    expect(fatal).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^Sandbox mode: PAYMENTS_API_URL is unset/),
      expect.stringMatching(/^Sandbox mode: AIRTIME_API_URL is unset/),
      expect.stringMatching(/^REDIS_URL and REDIS_SENTINEL are unset: .* no outbox/),
      expect.stringMatching(/^TRUST_PROXY is 0: .*per-client rate limits are off/),
    ]);
  });

  it('has nothing to say when every upstream is set behind a trusted proxy, with Redis for the outbox', () => {
    expect(bootNotes(parseServerConfig({ ...allUpstreams, REDIS_URL: 'redis://127.0.0.1:6379' }))).toEqual({ fatal: [], warnings: [] });
  });

  it('says at start that leads are mailed directly, with no outbox, without REDIS_URL', () => {
    expect(bootNotes(parseServerConfig(allUpstreams)).warnings).toEqual([
      expect.stringMatching(/^REDIS_URL and REDIS_SENTINEL are unset: .*mailed while the visitor waits/),
    ]);
  });

  it('warns that the callback allowlist opens internal addresses, when delivery is on', () => {
    const env = { ...allUpstreams, REDIS_URL: 'redis://127.0.0.1:6379', SANDBOX_CALLBACK_ALLOW: 'http://127.0.0.1:4010' };
    expect(bootNotes(parseServerConfig(env)).warnings).toEqual([]);
    expect(bootNotes(parseServerConfig({ ...env, SANDBOX_CALLBACK_DELIVERY: 'true' })).warnings).toEqual([
      expect.stringMatching(/^SANDBOX_CALLBACK_ALLOW lets sandbox callbacks reach http:\/\/127\.0\.0\.1:4010 whatever their address/),
    ]);
  });

  it('refuses to start with REQUIRE_UPSTREAMS=true, one line per unset upstream', () => {
    const { fatal } = bootNotes(parseServerConfig({ ...allUpstreams, REQUIRE_UPSTREAMS: 'true', MAIL_API_URL: '', AIRTIME_API_URL: '' }));
    expect(fatal).toEqual(['REQUIRE_UPSTREAMS is true but MAIL_API_URL is unset.', 'REQUIRE_UPSTREAMS is true but AIRTIME_API_URL is unset.']);
    expect(bootNotes(parseServerConfig({ ...allUpstreams, REQUIRE_UPSTREAMS: 'true' })).fatal).toEqual([]);
  });
});

describe('bootNotes on Redis credentials and TLS', () => {
  const withUpstreams = (redis: Record<string, string>) => parseServerConfig({ ...allUpstreams, ...redis });

  it('warns loudly in production when REDIS_URL carries no password', () => {
    expect(bootNotes(withUpstreams({ REDIS_URL: 'redis://redis.internal:6379' }), true)).toEqual({
      fatal: [],
      warnings: [expect.stringMatching(/^SECURITY: REDIS_URL carries no password: anyone who reaches it can read every queued lead/)],
    });
    expect(bootNotes(withUpstreams({ REDIS_URL: 'rediss://:secret@redis.internal:6379' }), true)).toEqual({ fatal: [], warnings: [] });
    // Development and tests: a local Redis without a password is normal.
    expect(bootNotes(withUpstreams({ REDIS_URL: 'redis://127.0.0.1:6379' }), false).warnings).toEqual([]);
  });

  it('warns in production when the sentinels or the master they name have no password', () => {
    expect(bootNotes(withUpstreams({ REDIS_SENTINEL: 'kilele@10.0.0.5:26379' }), true).warnings).toEqual([
      expect.stringMatching(/^SECURITY: REDIS_SENTINEL is set without REDIS_URL, so the master is reached with no password/),
      expect.stringMatching(/^SECURITY: REDIS_SENTINEL_PASSWORD is unset: anyone who reaches a sentinel can name their own host as the master/),
    ]);
    const protectedSentinels = { REDIS_SENTINEL: 'kilele@10.0.0.5:26379', REDIS_SENTINEL_PASSWORD: 's', REDIS_URL: 'rediss://:m@ignored:6379' };
    expect(bootNotes(withUpstreams(protectedSentinels), true)).toEqual({ fatal: [], warnings: [] });
  });
});

describe('publicSettingProblems', () => {
  it('names SITE_URL and BLOG_CONTENT_DIR when set but invalid, and says nothing of good or unset values', () => {
    expect(publicSettingProblems({})).toEqual([]);
    expect(publicSettingProblems({ SITE_URL: 'https://www.example.test', BLOG_CONTENT_DIR: 'test/fixtures/blog' })).toEqual([]);
    const problems = publicSettingProblems({ SITE_URL: 'not a url', BLOG_CONTENT_DIR: 'no/such/folder' });
    expect(problems).toEqual([expect.stringMatching(/^SITE_URL: /), expect.stringMatching(/^BLOG_CONTENT_DIR: no folder at /)]);
  });
});
