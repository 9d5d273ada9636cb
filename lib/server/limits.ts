import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientAddress, unknownClient } from './client-address';
import { serverConfig } from './config';
import type { RateRule, ServerConfig } from './config';
import { describeError, logLine } from './log';
import { apiErrors } from './messages';
import { redisClient, writesReplicated } from './redis';

/**
 * The rate limits of the form routes, decided in one place (the JSON routes and any other
 * handler of a form call checkLimits). Three counts, each in fixed windows:
 *
 * - per client address and route (RATE_LIMIT_PER_CLIENT), only when TRUST_PROXY says a proxy
 *   wrote the address: an address a client could choose itself would be no limit at all, and
 *   one bucket shared by every visitor would let one script deny the forms to everyone;
 * - per route, all clients together (RATE_LIMIT_PER_ROUTE): a generous ceiling that protects
 *   the upstreams whatever the proxy setting;
 * - per phone (RATE_LIMIT_PER_PHONE), for routes that send an M-Pesa prompt: spares the
 *   phone's owner, whoever asks;
 * - per destination host (SANDBOX_CALLBACK_PER_DESTINATION), for the route that delivers a
 *   sandbox callback to a developer's URL: spares that host, whoever asks.
 *
 * With Redis the counts are shared by every instance (an atomic Lua increment per request,
 * via rate-limiter-flexible); with sentinels, a phone's count is confirmed on a replica first.
 * When Redis cannot be reached, the client and route counts go on
 * in this process's memory, so that a message is never refused because the store is down,
 * while a phone prompt is refused (503): without the shared count nothing proves the phone is
 * under its limit.
 *
 * Call it once per request, after the input is validated (a request that fails validation
 * reaches no upstream and no phone), and answer a refusal as it says:
 *
 *   const verdict = await checkLimits({ route: 'contact', headers: request.headers });
 *   if (!verdict.allowed) → status verdict.status, body verdict.error, Retry-After verdict.retryAfterSeconds
 */

export interface LimitRequest {
  /** The route's name: contact, newsletter, notify, demo-payment, airtime… */
  route: string;
  /**
   * The request's headers (a route handler's request.headers, or `await headers()` in a
   * Server Action): the client address is read from x-forwarded-for (see TRUST_PROXY).
   */
  headers: Pick<Headers, 'get'>;
  /** The number an M-Pesa prompt would ring, normalised (254…); omitted by routes that prompt no one. */
  phone?: string;
  /** The host a request of the route is sent to on the caller's behalf, lower case. */
  destination?: string;
  /**
   * Which counts to take: `client` alone (the lead routes count every POST this way, before
   * reading it, so that a flood of invalid posts is limited too), `shared` alone (the route
   * and phone counts, once the input is valid), or both at once (the default).
   */
  scope?: 'client' | 'shared' | 'all';
}

export type LimitVerdict = { allowed: true } | { allowed: false; status: 429 | 503; error: string; retryAfterSeconds: number };

/** How long a caller is asked to wait when the phone count cannot be read. */
export const storeDownRetrySeconds = 30;

interface Limiters {
  config: ServerConfig;
  client: RateLimiterAbstract;
  route: RateLimiterAbstract;
  phone: RateLimiterAbstract;
  destination: RateLimiterAbstract;
}

let limiters: Limiters | null = null;

/** Counts this request under every limit that applies to it and says whether it may go on. */
export async function checkLimits(request: LimitRequest): Promise<LimitVerdict> {
  const { config, client, route, phone, destination } = currentLimiters();
  const address = clientAddress(request.headers, config.trustProxyHops);
  const scope = request.scope ?? 'all';
  const counts: { limiter: RateLimiterAbstract; key: string }[] = [];
  if (scope !== 'shared' && address !== unknownClient) counts.push({ limiter: client, key: `${request.route}:${address}` });
  if (scope !== 'client') counts.push({ limiter: route, key: request.route });
  if (scope !== 'client' && request.phone !== undefined) counts.push({ limiter: phone, key: phoneKey(request.phone) });
  if (scope !== 'client' && request.destination !== undefined) counts.push({ limiter: destination, key: digestKey(request.destination) });

  for (const { limiter, key } of counts) {
    try {
      await limiter.consume(key);
      // With a replica, a phone's count must be on it before the prompt goes: a failover right
      // after would otherwise promote a replica that forgot it, and the phone could be prompted again.
      if (limiter === phone && config.redis && !(await writesReplicated(config.redis))) throw new Error('the phone count is not on a replica');
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, status: 429, error: apiErrors.rateLimited, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      // Only the phone limiter has no fallback in memory: its store is down.
      logLine('warn', 'limits.store-down', { route: request.route, error: describeError(rejection) });
      return { allowed: false, status: 503, error: apiErrors.limitsUnavailable, retryAfterSeconds: storeDownRetrySeconds };
    }
  }
  return { allowed: true };
}

/** Tests change the configuration between cases; this starts the counts afresh. */
export function resetLimits(): void {
  limiters = null;
}

function currentLimiters(): Limiters {
  const config = serverConfig();
  if (limiters?.config !== config) limiters = buildLimiters(config);
  return limiters;
}

function buildLimiters(config: ServerConfig): Limiters {
  const redis = config.redis ? redisClient(config.redis) : null;
  const make = (name: string, rule: RateRule, whenStoreDown: 'count in memory' | 'refuse'): RateLimiterAbstract => {
    // Each count has its own store, so a flood of one kind of key never touches another. The
    // memory store keeps every key until its window ends (no eviction, so a limited phone is
    // never forgotten early); what it holds is bounded by the keys one window sees.
    const options = { keyPrefix: `kilele:limit:${name}`, points: rule.max, duration: Math.ceil(rule.windowMs / 1000) };
    const memory = new RateLimiterMemory(options);
    if (!redis) return memory;
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      ...(whenStoreDown === 'count in memory' ? { insuranceLimiter: memory } : {}),
    });
  };
  return {
    config,
    client: make('client', config.rateLimits.client, 'count in memory'),
    route: make('route', config.rateLimits.route, 'count in memory'),
    phone: make('phone', config.rateLimits.phone, 'refuse'),
    destination: make('destination', config.rateLimits.destination, 'count in memory'),
  };
}

// The store holds a digest rather than the number, so that phone numbers do not sit in plain
// text in Redis, its dumps and its monitoring. Not a secret: numbers are few enough to try.
function phoneKey(phone: string): string {
  return digestKey(phone);
}

function digestKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
