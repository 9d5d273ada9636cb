import 'server-only';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { z } from '@/lib/zod';
import { demoPaybill } from '@/lib/content/paybill';
import { site } from '@/lib/site';

/**
 * Server-only settings, read from the environment and validated once. An upstream whose base
 * URL is unset runs in sandbox mode; a variable that is set but invalid throws a
 * ServerConfigError naming it, which instrumentation.ts turns into a failed start.
 */

export class ServerConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid server configuration:\n${problems.map(({ variable, message }) => `  ${variable}: ${message}`).join('\n')}`);
    this.name = 'ServerConfigError';
  }
}

// Values are never echoed in messages: some of them are credentials.
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .refine((value) => {
    // Runs after a failed URL check too: a value that is not a URL has already been reported.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  }, 'must not carry credentials, a query or a fragment')
  .transform((value) => value.replace(/\/+$/, ''));

const pathSegment = z.string().regex(/^[A-Za-z0-9._~-]{1,64}$/, 'must be one URL path segment (letters, digits, . _ ~ -)');

const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be a whole number from ${min} to ${max}`).max(max, `must be a whole number from ${min} to ${max}`))
    .default(fallback);

// The number of reverse proxies in front of the server whose x-forwarded-for entries we trust.
const trustProxy = z
  .string()
  .regex(/^(true|false|\d{1,2})$/i, 'must be true, false or the number of trusted proxies (0-10)')
  .transform((value) => (/^true$/i.test(value) ? 1 : /^false$/i.test(value) ? 0 : Number(value)))
  .pipe(z.number().max(10, 'must be true, false or the number of trusted proxies (0-10)'))
  .default(0);

// redis:// or rediss:// (TLS). It may carry a password, so it is never echoed either.
const redisUrl = z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' });

// The Redis Sentinel deployment to follow instead of one address: the master's name, then the
// sentinels, "kilele@10.0.0.5:26379,10.0.0.6:26379,10.0.0.7:26379". ioredis asks them which
// server is the master and asks again after a failover.
const sentinelAddress = z
  .string()
  .regex(/^[A-Za-z0-9.-]{1,253}:\d{1,5}$/)
  .transform((address) => {
    const at = address.lastIndexOf(':');
    return { host: address.slice(0, at), port: Number(address.slice(at + 1)) };
  })
  .pipe(z.object({ host: z.string(), port: z.number().min(1).max(65_535) }));
const redisSentinel = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,100}@[^@]+$/, 'must be the master name, @, then the sentinels as host:port separated by commas')
  .transform((value) => {
    const at = value.indexOf('@');
    return { masterName: value.slice(0, at), sentinels: value.slice(at + 1).split(',') };
  })
  .pipe(
    z.object({
      masterName: z.string(),
      sentinels: z.array(sentinelAddress, 'each sentinel must be host:port').min(1),
    }),
  );

// A file of PEM certificates that Redis's TLS is checked against, when a private authority
// signed Redis's certificates. Read at start: a file that is missing, or holds no certificate,
// would leave the TLS asked for unusable, so it stops the start.
const caFile = z.string().transform((path, context) => {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    context.addIssue({ code: 'custom', message: 'names no readable file' });
    return z.NEVER;
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    context.addIssue({ code: 'custom', message: 'must hold PEM certificates (-----BEGIN CERTIFICATE-----)' });
    return z.NEVER;
  }
  return text;
});

const yesOrNo = z
  .string()
  .regex(/^(true|false)$/i, 'must be true or false')
  .transform((value) => /^true$/i.test(value))
  .default(false);

// The origins a sandbox callback may be delivered to whatever their address, for tests that
// run a listener on this machine: "http://127.0.0.1:4010,https://hooks.internal.test".
const allowedOrigins = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()))
  .pipe(
    z.array(
      z
        .url({ protocol: /^https?$/, error: 'must list origins such as http://127.0.0.1:4010, separated by commas' })
        .refine((value) => {
          if (!URL.canParse(value)) return true;
          const url = new URL(value);
          return url.pathname === '/' && !/[?#@]/.test(value);
        }, 'must list origins only: scheme, host and port, no path')
        .transform((value) => new URL(value).origin),
    ),
  )
  .default([]);

const printable = (max: number) =>
  z
    .string()
    .regex(/^[\x20-\x7e]+$/, 'must be printable ASCII')
    .max(max, `must be at most ${max} characters`);

const envSchema = z
  .object({
    MAIL_API_URL: httpUrl.optional(),
    MAIL_TO: z.email('must be an email address').default(site.contact.email),
    MAIL_ORGANISATION: printable(100).default(site.name),
    PAYMENTS_API_URL: httpUrl.optional(),
    PAYMENTS_PROVIDER: pathSegment.default('mpesa'),
    // RFC 7617: the user-id of Basic credentials cannot contain a colon.
    PAYMENTS_USERNAME: printable(200)
      .regex(/^[^:]*$/, 'must not contain a colon')
      .optional(),
    PAYMENTS_PASSWORD: printable(200).optional(),
    PAYMENTS_MERCHANT_ID: printable(100).optional(),
    PAYMENTS_SOURCE_ACCOUNT: printable(64).default(demoPaybill.businessNumber),
    PAYMENTS_CALLBACK_URL: httpUrl.optional(),
    AIRTIME_API_URL: httpUrl.optional(),
    AIRTIME_SERVICE: pathSegment.default('airtime'),
    UPSTREAM_TIMEOUT_MS: wholeNumber(100, 60_000, 10_000),
    RATE_LIMIT_PER_CLIENT: wholeNumber(1, 1_000_000, 10),
    RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 86_400, 60),
    RATE_LIMIT_PER_ROUTE: wholeNumber(1, 1_000_000, 300),
    RATE_LIMIT_PER_PHONE: wholeNumber(1, 1_000_000, 3),
    RATE_LIMIT_PHONE_WINDOW_SECONDS: wholeNumber(1, 86_400, 600),
    TRUST_PROXY: trustProxy,
    REDIS_URL: redisUrl.optional(),
    REDIS_SENTINEL: redisSentinel.optional(),
    // The sentinels' own credentials (their requirepass, or an ACL user) and TLS: the master's
    // come from REDIS_URL.
    REDIS_SENTINEL_USERNAME: printable(200).optional(),
    REDIS_SENTINEL_PASSWORD: printable(200).optional(),
    REDIS_SENTINEL_TLS: yesOrNo,
    REDIS_TLS_CA_FILE: caFile.optional(),
    OUTBOX_RETRY_BASE_MS: wholeNumber(100, 600_000, 2_000),
    OUTBOX_RETRY_MAX_MS: wholeNumber(1_000, 3_600_000, 600_000),
    // Keys the submission ids (logged beside masked addresses, given back as the reference).
    LEAD_ID_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
    REQUIRE_UPSTREAMS: yesOrNo,
    METRICS_PORT: z
      .string()
      .regex(/^\d+$/, 'must be a port number from 1 to 65535')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a port number from 1 to 65535').max(65_535, 'must be a port number from 1 to 65535'))
      .optional(),
    METRICS_HOST: z
      .string()
      .regex(/^[A-Za-z0-9.:-]{1,253}$/, 'must be an address or host name to listen on')
      .default('127.0.0.1'),
    // Read by the production entry (scripts/serve.mjs) when SIGTERM comes; checked here at start.
    SHUTDOWN_DRAIN_MS: wholeNumber(0, 120_000, 5_000),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(1_000, 600_000, 30_000),
    SANDBOX_CALLBACK_DELIVERY: yesOrNo,
    SANDBOX_CALLBACK_ALLOW: allowedOrigins,
    SANDBOX_CALLBACK_PER_DESTINATION: wholeNumber(1, 1_000, 5),
    // Capped so that three attempts and their two waits stay under 20 s: the developer is waiting.
    SANDBOX_CALLBACK_TIMEOUT_MS: wholeNumber(100, 4_000, 4_000),
    SANDBOX_CALLBACK_RETRY_BASE_MS: wholeNumber(0, 2_000, 2_000),
  })
  .superRefine((env, context) => {
    const paymentExtras = ['PAYMENTS_USERNAME', 'PAYMENTS_PASSWORD', 'PAYMENTS_MERCHANT_ID'] as const;
    for (const variable of paymentExtras) {
      if (env.PAYMENTS_API_URL && env[variable] === undefined) {
        context.addIssue({ code: 'custom', path: [variable], message: 'is required when PAYMENTS_API_URL is set' });
      }
      if (!env.PAYMENTS_API_URL && env[variable] !== undefined) {
        context.addIssue({ code: 'custom', path: [variable], message: 'is set but PAYMENTS_API_URL is not (set both, or neither for sandbox mode)' });
      }
    }
    // Settings of the sentinels are ignored without sentinels: refused, rather than a deployment
    // that believes its sentinels are protected.
    const sentinelExtras = ['REDIS_SENTINEL_USERNAME', 'REDIS_SENTINEL_PASSWORD'] as const;
    for (const variable of sentinelExtras) {
      if (!env.REDIS_SENTINEL && env[variable] !== undefined) {
        context.addIssue({ code: 'custom', path: [variable], message: 'is set but REDIS_SENTINEL is not' });
      }
    }
    if (!env.REDIS_SENTINEL && env.REDIS_SENTINEL_TLS) {
      context.addIssue({ code: 'custom', path: ['REDIS_SENTINEL_TLS'], message: 'is true but REDIS_SENTINEL is not set' });
    }
    if (env.REDIS_SENTINEL_USERNAME !== undefined && env.REDIS_SENTINEL_PASSWORD === undefined) {
      context.addIssue({ code: 'custom', path: ['REDIS_SENTINEL_PASSWORD'], message: 'is required when REDIS_SENTINEL_USERNAME is set' });
    }
    const tlsAsked = env.REDIS_URL?.startsWith('rediss:') || env.REDIS_SENTINEL_TLS;
    if (env.REDIS_TLS_CA_FILE !== undefined && !tlsAsked) {
      context.addIssue({
        code: 'custom',
        path: ['REDIS_TLS_CA_FILE'],
        message: 'is set but nothing connects to Redis over TLS (REDIS_URL is not rediss://, REDIS_SENTINEL_TLS is not true)',
      });
    }
  });

export interface MailConfig {
  /** `POST` target of the mail API, or null in sandbox mode. */
  endpoint: string | null;
  to: string;
  organisation: string;
}

export interface PaymentsConfig {
  endpoint: string;
  /** The whole `Authorization` header value. Never leaves the server. */
  authorization: string;
  merchantId: string;
  sourceAccount: string;
  callbackUrl: string | null;
}

/**
 * Where the shared Redis is: one address (`url`), or the sentinels that name the current master
 * (`sentinel`), in which case `url` only carries the master's password, database and TLS.
 */
export interface RedisTarget {
  url: string | null;
  sentinel: RedisSentinels | null;
  /** PEM certificates that Redis's TLS (master, replicas, sentinels) is checked against, or null: the system's. */
  tlsCa: string | null;
}

export interface RedisSentinels {
  masterName: string;
  sentinels: { host: string; port: number }[];
  /** The sentinels' own credentials (null: none). */
  username: string | null;
  password: string | null;
  /** Whether the sentinels are reached over TLS. */
  tls: boolean;
}

export interface RateRule {
  max: number;
  windowMs: number;
}

/** Delivery of a signed sandbox callback to the developer's own URL (off unless turned on). */
export interface CallbackDeliveryConfig {
  enabled: boolean;
  /** Origins let through whatever their address (and over plain http): a test's own listener. */
  allowedOrigins: string[];
  /** One attempt's limit, connection and answer together. */
  timeoutMs: number;
  /** The wait before the second attempt; the third waits twice as long. */
  retryBaseMs: number;
}

export interface ServerConfig {
  mail: MailConfig;
  /** null: sandbox mode. */
  payments: PaymentsConfig | null;
  /** `POST` target of the airtime service, or null in sandbox mode. */
  airtimeEndpoint: string | null;
  timeoutMs: number;
  /**
   * client: per client address and route; route: all clients together, per route; phone: per
   * number prompted; destination: per host a sandbox callback is delivered to.
   */
  rateLimits: { client: RateRule; route: RateRule; phone: RateRule; destination: RateRule };
  trustProxyHops: number;
  /** The Redis every instance shares (limits, outbox, quarantine), or null: all of it lives in this process. */
  redis: RedisTarget | null;
  /** true: the server refuses to start while an upstream is in sandbox mode. */
  requireUpstreams: boolean;
  /** Where the operator's metrics endpoint listens, or null: no metrics endpoint. */
  metrics: { port: number; host: string } | null;
  /** After SIGTERM: time still serving while readiness says 503, then the limit for requests in flight. */
  shutdown: { drainMs: number; timeoutMs: number };
  /** The outbox's delay before a lead's first retry, and the most it waits between two. */
  outboxRetry: { baseMs: number; maxMs: number };
  /**
   * The key of the submission ids: LEAD_ID_SECRET, or, where no other process must derive the
   * same ids (no Redis, or not in production), a random one for this process.
   */
  leadIdSecret: string;
  callbackDelivery: CallbackDeliveryConfig;
}

type Env = Record<string, string | undefined>;

/** Every variable this module reads (SITE_URL is public, so lib/site-url.ts reads it). */
export const serverVariables = Object.keys(envSchema.shape);

/** Parses an environment. Blank values count as unset, as in most .env files. */
export function parseServerConfig(source: Env): ServerConfig {
  const env: Env = {};
  for (const key of serverVariables) {
    const value = source[key]?.trim();
    if (value) env[key] = value;
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ServerConfigError(parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? 'environment'), message: issue.message })));
  }
  const value = parsed.data;
  const shared = Boolean(value.REDIS_URL || value.REDIS_SENTINEL);
  // Instances that share Redis must derive the same id for the same submission, or a replay on
  // the other instance would be mailed again; a key of their own each would break that, and no
  // key at all would let a dictionary turn a logged id back into the address it came from.
  if (shared && !value.LEAD_ID_SECRET && source.NODE_ENV === 'production') {
    throw new ServerConfigError([
      { variable: 'LEAD_ID_SECRET', message: 'is required in production with REDIS_URL or REDIS_SENTINEL (the same value on every instance)' },
    ]);
  }
  return {
    mail: {
      endpoint: value.MAIL_API_URL ? `${value.MAIL_API_URL}/send-email/contact` : null,
      to: value.MAIL_TO,
      organisation: value.MAIL_ORGANISATION,
    },
    payments:
      value.PAYMENTS_API_URL && value.PAYMENTS_USERNAME !== undefined && value.PAYMENTS_PASSWORD !== undefined && value.PAYMENTS_MERCHANT_ID
        ? {
            endpoint: `${value.PAYMENTS_API_URL}/${value.PAYMENTS_PROVIDER}/api/v1/payments/process`,
            authorization: `Basic ${Buffer.from(`${value.PAYMENTS_USERNAME}:${value.PAYMENTS_PASSWORD}`, 'utf8').toString('base64')}`,
            merchantId: value.PAYMENTS_MERCHANT_ID,
            sourceAccount: value.PAYMENTS_SOURCE_ACCOUNT,
            callbackUrl: value.PAYMENTS_CALLBACK_URL ?? null,
          }
        : null,
    airtimeEndpoint: value.AIRTIME_API_URL ? `${value.AIRTIME_API_URL}/api/v1/${value.AIRTIME_SERVICE}/stk_push/` : null,
    timeoutMs: value.UPSTREAM_TIMEOUT_MS,
    rateLimits: {
      client: { max: value.RATE_LIMIT_PER_CLIENT, windowMs: value.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      route: { max: value.RATE_LIMIT_PER_ROUTE, windowMs: value.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      phone: { max: value.RATE_LIMIT_PER_PHONE, windowMs: value.RATE_LIMIT_PHONE_WINDOW_SECONDS * 1000 },
      destination: { max: value.SANDBOX_CALLBACK_PER_DESTINATION, windowMs: value.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    },
    trustProxyHops: value.TRUST_PROXY,
    redis: value.REDIS_URL || value.REDIS_SENTINEL ? redisTarget(value) : null,
    requireUpstreams: value.REQUIRE_UPSTREAMS,
    metrics: value.METRICS_PORT ? { port: value.METRICS_PORT, host: value.METRICS_HOST } : null,
    shutdown: { drainMs: value.SHUTDOWN_DRAIN_MS, timeoutMs: value.SHUTDOWN_TIMEOUT_MS },
    outboxRetry: { baseMs: value.OUTBOX_RETRY_BASE_MS, maxMs: Math.max(value.OUTBOX_RETRY_BASE_MS, value.OUTBOX_RETRY_MAX_MS) },
    leadIdSecret: value.LEAD_ID_SECRET ?? processSecret(),
    callbackDelivery: {
      enabled: value.SANDBOX_CALLBACK_DELIVERY,
      allowedOrigins: value.SANDBOX_CALLBACK_ALLOW,
      timeoutMs: value.SANDBOX_CALLBACK_TIMEOUT_MS,
      retryBaseMs: value.SANDBOX_CALLBACK_RETRY_BASE_MS,
    },
  };
}

function redisTarget(value: z.infer<typeof envSchema>): RedisTarget {
  const sentinel: RedisSentinels | null = value.REDIS_SENTINEL
    ? {
        ...value.REDIS_SENTINEL,
        username: value.REDIS_SENTINEL_USERNAME ?? null,
        password: value.REDIS_SENTINEL_PASSWORD ?? null,
        tls: value.REDIS_SENTINEL_TLS,
      }
    : null;
  return { url: value.REDIS_URL ?? null, sentinel, tlsCa: value.REDIS_TLS_CA_FILE ?? null };
}

export interface SandboxedUpstream {
  name: 'mail' | 'payments' | 'airtime';
  variable: 'MAIL_API_URL' | 'PAYMENTS_API_URL' | 'AIRTIME_API_URL';
  /** What a visitor's request does instead, for the boot log. */
  effect: string;
}

/** The upstreams this configuration simulates instead of calling. */
export function sandboxedUpstreams(config: ServerConfig): SandboxedUpstream[] {
  const all: (SandboxedUpstream & { configured: boolean })[] = [
    {
      name: 'mail',
      variable: 'MAIL_API_URL',
      effect: 'contact, newsletter and notify messages are written to the log, not emailed',
      configured: config.mail.endpoint !== null,
    },
    { name: 'payments', variable: 'PAYMENTS_API_URL', effect: 'the payment demo sends no M-Pesa prompt', configured: config.payments !== null },
    { name: 'airtime', variable: 'AIRTIME_API_URL', effect: 'airtime purchases send no M-Pesa prompt', configured: config.airtimeEndpoint !== null },
  ];
  return all.filter(({ configured }) => !configured).map(({ name, variable, effect }) => ({ name, variable, effect }));
}

let randomSecret: string | null = null;

/** One random key per process: ids stay stable while it runs, and mean nothing outside it. */
function processSecret(): string {
  randomSecret ??= randomBytes(32).toString('base64url');
  return randomSecret;
}

let cached: ServerConfig | null = null;

/** The configuration of this process, parsed on first use (and at start by instrumentation.ts). */
export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}

/** Tests change process.env between cases; this makes the next call read it again. */
export function resetServerConfig(): void {
  cached = null;
}
