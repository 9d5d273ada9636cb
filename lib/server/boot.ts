import 'server-only';
import { contentDirFromEnv } from '@/lib/blog/config';
import { cspManifest, CspManifestError } from '@/lib/csp/manifest';
import { readSiteUrl } from '@/lib/site-url';
import { sandboxedUpstreams, serverConfig, ServerConfigError } from './config';
import type { RedisTarget, ServerConfig } from './config';
import { closeOutbox, startOutbox, startOutboxWorker } from './leads/outbox';
import { onShutdown } from './process-state';
import { checkEvictionPolicy, redisClient, tlsProblems } from './redis';

/** How long the start waits for Redis to answer before serving without it. */
const redisWaitAtBootMs = 5_000;
/** How long the start then waits for the outbox to be set up: seconds on a machine short of CPU. */
const outboxWaitAtBootMs = 15_000;

const redisVariable = (config: ServerConfig) => (config.redis?.sentinel ? 'REDIS_SENTINEL' : 'REDIS_URL');

export interface BootNotes {
  /** Lines that stop the start (exit 1). */
  fatal: string[];
  /** Lines an operator should read, the server starts anyway. */
  warnings: string[];
}

/** What this configuration means for the people using the site, said once at start. `production`: NODE_ENV is production. */
export function bootNotes(config: ServerConfig, production = false): BootNotes {
  const notes: BootNotes = { fatal: [], warnings: [] };
  if (config.redis) {
    notes.fatal.push(...tlsProblems(config.redis));
    if (production) notes.warnings.push(...missingRedisCredentials(config.redis));
  }
  for (const { variable, effect } of sandboxedUpstreams(config)) {
    if (config.requireUpstreams) notes.fatal.push(`REQUIRE_UPSTREAMS is true but ${variable} is unset.`);
    else notes.warnings.push(`Sandbox mode: ${variable} is unset, so ${effect}.`);
  }
  if (!config.redis) {
    notes.warnings.push(
      'REDIS_URL and REDIS_SENTINEL are unset: contact, newsletter and notify messages are mailed while the visitor waits, with no outbox; during a mail outage they fail (the visitor keeps what they typed).',
    );
  }
  if (config.callbackDelivery.enabled && config.callbackDelivery.allowedOrigins.length > 0) {
    notes.warnings.push(
      `SANDBOX_CALLBACK_ALLOW lets sandbox callbacks reach ${config.callbackDelivery.allowedOrigins.join(', ')} whatever their address: a setting for tests, not for a public site.`,
    );
  }
  if (config.trustProxyHops === 0) {
    notes.warnings.push('TRUST_PROXY is 0: client addresses cannot be trusted, so per-client rate limits are off (the per-route and per-phone limits apply).');
  }
  return notes;
}

/**
 * A Redis or sentinel that anybody on its network may talk to, in production: every queued lead
 * can be read there, and a sentinel can be told to name another host as the master, which then
 * receives the password and the leads. The server starts anyway (a private network may be all
 * the protection a deployment wants), but says so at every start.
 */
function missingRedisCredentials(target: RedisTarget): string[] {
  const lines: string[] = [];
  const why = 'anyone who reaches it can read every queued lead and change the rate limits';
  if (target.url === null) {
    lines.push(`SECURITY: REDIS_SENTINEL is set without REDIS_URL, so the master is reached with no password: ${why}. See docs/production.md.`);
  } else if (new URL(target.url).password === '') {
    lines.push(
      `SECURITY: REDIS_URL carries no password: ${why}. Give Redis a password (requirepass or an ACL user) and put it in REDIS_URL; see docs/production.md.`,
    );
  }
  if (target.sentinel && target.sentinel.password === null) {
    lines.push(
      'SECURITY: REDIS_SENTINEL_PASSWORD is unset: anyone who reaches a sentinel can name their own host as the master, which then receives the Redis password and every lead. Give the sentinels a password; see docs/production.md.',
    );
  }
  return lines;
}

/**
 * Runs when the server starts (instrumentation.ts). Next logs an error thrown from there and
 * keeps serving with a broken setup, so a bad setting ends the process instead, with one line
 * naming each variable at fault.
 */
export async function checkServerConfigAtBoot(): Promise<void> {
  // A build has no upstream to require and no Redis to reach.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const publicProblems = publicSettingProblems(process.env);
  let config: ServerConfig;
  try {
    config = serverConfig();
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error;
    refuseToStart([...publicProblems, error.message]);
  }
  if (publicProblems.length > 0) refuseToStart(publicProblems);
  const { fatal, warnings } = bootNotes(config, process.env.NODE_ENV === 'production');
  // Redis is not reached when its TLS cannot be applied: the password would go out in clear.
  if (config.redis && tlsProblems(config.redis).length === 0) {
    // The process's one connection opens here, before the first request is served: the
    // limiters, the outbox and the health checks share it (lib/server/redis.ts), so that the
    // first request on a new instance finds it ready. Waits up to a few seconds; a Redis
    // that is down then does not stop the start (the forms have a way through its outage).
    const eviction = await checkEvictionPolicy(config.redis, redisWaitAtBootMs);
    if (eviction.kind === 'evicting') {
      fatal.push(
        `${redisVariable(config)}: the Redis maxmemory-policy is ${eviction.policy}; set it to noeviction, or a full Redis may forget a phone that reached its limit.`,
      );
    } else if (eviction.kind === 'unverified') {
      warnings.push(
        `${redisVariable(config)}: could not check that maxmemory-policy is noeviction (${eviction.reason}); phone prompts are refused while Redis does not answer.`,
      );
    }
  }
  for (const line of warnings) console.warn(line);
  if (fatal.length > 0) refuseToStart(fatal);
  if (config.redis) {
    startOutboxWorker();
    // On SIGTERM the worker finishes the mail it is sending rather than leave it to another instance's stall check.
    onShutdown(closeOutbox);
    // The outbox's set-up is done here rather than by the first lead, which would otherwise
    // depend on it finishing within the command timeout while the new process is at its
    // busiest. Skipped while Redis is down: the start does not wait for it twice.
    if (redisClient(config.redis).status === 'ready') await startOutbox(outboxWaitAtBootMs);
  }
}

/**
 * The settings read outside the server-only module (SITE_URL by lib/site-url.ts,
 * BLOG_CONTENT_DIR by lib/blog/config.ts): one line each that is set but invalid, naming it.
 */
export function publicSettingProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  for (const check of [() => readSiteUrl(env.SITE_URL), () => contentDirFromEnv(env)]) {
    try {
      check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}

function refuseToStart(lines: string[]): never {
  console.error(`${lines.join('\n')}\nSee .env.example for every variable. The server did not start.`);
  process.exit(1);
}

/**
 * Production pages run only the inline scripts the build hashed: without the build's CSP
 * manifest none would hydrate, so a server started without it stops here, naming the file.
 */
export function checkCspManifestAtBoot(): void {
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    cspManifest();
  } catch (error) {
    if (!(error instanceof CspManifestError)) throw error;
    console.error(`${error.message}\nThe server did not start.`);
    process.exit(1);
  }
}
