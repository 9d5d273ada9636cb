import 'server-only';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import { z } from '@/lib/zod';
import { serverConfig } from '../config';
import type { RedisTarget, ServerConfig } from '../config';
import { describeError, logLine } from '../log';
import { openRedis, redisClient, redisCommandTimeoutMs, whenRedisReady, writesReplicated } from '../redis';
import { UpstreamError } from '../upstream';
import { forgetHandoff, HandoffUnavailable, inDoubtKey, mailOnce, watchLeadsInDoubt } from './handoff';
import type { Lead } from './lead';
import { leadFromStore } from './lead-forms';
import { attemptsFor, retryDelayMs } from './retry-schedule';

/**
 * The outbox of leads, a BullMQ queue in the Redis of REDIS_URL. A submission is added before
 * the visitor is told it was received; a worker in every server process mails it, retrying
 * with backoff for at least 24 hours; after the last attempt it stays in the queue's failed
 * set, the dead letters, until an operator replays it (scripts/outbox.ts).
 *
 * The submission's id is the job's id: adding a submission the queue already holds (waiting,
 * delivered within the last day, or dead) adds nothing, so a double post is one mail. The
 * worker hands a lead to the mail API at most once (./handoff.ts): a lead that may have
 * arrived (an attempt that timed out) is not retried but kept for an operator, and only a
 * refusal the mail API answered is retried. The id also goes along as the Idempotency-Key,
 * for a mail API that honours it.
 *
 * The queue uses the process's shared connection (lib/server/redis.ts), so that it is up
 * from boot; with sentinels, a lead counts as stored once a replica holds it too. Boot also
 * waits until the queue has set itself up on that connection and its scripts are in Redis
 * (startOutbox), so that a new instance's first lead does no set-up work of its own.
 *
 * Redis must run with AOF on (a lead is then on disk before the visitor hears "received") and
 * `maxmemory-policy noeviction` (a full Redis refuses new leads instead of forgetting queued
 * ones); docs/production.md says how.
 */

const outboxQueueName = 'leads';
const prefix = 'kilele';
/** How long a delivered lead's id is kept, so that the same submission is not mailed again. */
const keepDeliveredSeconds = 24 * 60 * 60;
/**
 * How long a visitor's request may spend storing a lead before it is mailed directly instead
 * (8 s): two attempts that each ran into the connection's command timeout on a busy machine
 * (one that timed out is sent again: the same id adds nothing twice), or a Redis restart
 * (about a second) and more.
 */
const addDeadlineMs = 2 * redisCommandTimeoutMs + 2_000;
const addRetryPauseMs = 250;

interface Outbox {
  key: string;
  target: RedisTarget;
  redis: Redis;
  queue: Queue<Lead>;
  /**
   * BullMQ sets a queue up once (the Redis version, its scripts), and a queue whose set-up
   * failed (a command timed out on a busy machine, the connection dropped) fails every add
   * after it: such a queue is replaced.
   */
  setup: 'pending' | 'done' | 'failed';
  worker: Worker<unknown> | null;
  workerRedis: Redis | null;
}

declare global {
  var kilelePayOutbox: Outbox | undefined;
  var kilelePayOutboxStarting: boolean | undefined;
}

// On a global, as the connection it uses: the worker started at boot and the routes' queue are one outbox per process.
function outbox(config: ServerConfig): Outbox {
  if (!config.redis) throw new Error('The outbox needs REDIS_URL or REDIS_SENTINEL');
  const key = JSON.stringify(config.redis);
  const current = globalThis.kilelePayOutbox;
  if (current?.key === key) return current;
  const redis = redisClient(config.redis);
  const box: Outbox = { key, target: config.redis, redis, queue: newQueue(redis), setup: 'pending', worker: null, workerRedis: null };
  watchSetup(box);
  globalThis.kilelePayOutbox = box;
  return box;
}

function newQueue(redis: Redis): Queue<Lead> {
  const queue = new Queue<Lead>(outboxQueueName, { connection: redis, prefix });
  queue.on('error', () => undefined); // reported once by the connection
  return queue;
}

function watchSetup(box: Outbox): void {
  const { queue } = box;
  box.setup = 'pending';
  // Only while this queue is still the outbox's (not replaced, not closed).
  const current = () => globalThis.kilelePayOutbox === box && box.queue === queue;
  queue.waitUntilReady().then(
    () => {
      if (current()) box.setup = 'done';
    },
    (error: unknown) => {
      if (!current()) return;
      box.setup = 'failed';
      logLine('warn', 'outbox.setup-failed', { error: describeError(error) });
    },
  );
}

/** The outbox, its queue replaced first if that queue's set-up failed. */
function usableOutbox(config: ServerConfig): Outbox {
  const box = outbox(config);
  if (box.setup === 'failed') {
    const failed = box.queue;
    box.queue = newQueue(box.redis);
    watchSetup(box);
    // Takes its listeners off the shared connection, which stays open.
    failed.close().catch(() => undefined);
  }
  return box;
}

/** Whether the outbox's start-up (startOutbox) is under way: the instance is not ready yet. */
export function outboxStarting(): boolean {
  return globalThis.kilelePayOutboxStarting === true;
}

/**
 * Sets the outbox up before the instance serves (boot): its queue ready on the shared
 * connection, and every script defined on that connection (BullMQ's) loaded into Redis, again
 * each time the connection comes back (a restarted Redis or a new master has none). Waits up
 * to `timeoutMs`; true when done. Without an answer by then the start goes on: a queue still
 * setting up is awaited by the first add, and one whose set-up failed is replaced by it.
 */
export async function startOutbox(timeoutMs: number): Promise<boolean> {
  const config = serverConfig();
  if (!config.redis) return true;
  const target = config.redis;
  globalThis.kilelePayOutboxStarting = true;
  const started = Date.now();
  const deadline = started + timeoutMs;
  try {
    for (let attempt = 1; ; attempt += 1) {
      const box = usableOutbox(config);
      try {
        await withTimeout(box.queue.waitUntilReady(), Math.max(1, deadline - Date.now()));
        await withTimeout(loadScripts(box.redis), Math.max(1, deadline - Date.now()));
        whenRedisReady(target, () => {
          const current = globalThis.kilelePayOutbox;
          if (current) loadScripts(current.redis).catch(() => undefined);
        });
        logLine('info', 'outbox.ready', { ms: Date.now() - started, ...(attempt > 1 ? { attempts: attempt } : {}) });
        return true;
      } catch (error) {
        if (Date.now() + addRetryPauseMs >= deadline) {
          logLine('warn', 'outbox.not-ready', { ms: Date.now() - started, attempts: attempt, error: describeError(error) });
          return false;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, addRetryPauseMs));
    }
  } finally {
    globalThis.kilelePayOutboxStarting = false;
  }
}

const definedScript = z.object({ lua: z.string() });

/**
 * Puts the Lua scripts defined on `redis` into Redis's script cache, so that none is first
 * compiled while a visitor waits. Resolves with how many.
 */
async function loadScripts(redis: Redis): Promise<number> {
  const scripts = Object.values(redis.scriptsSet).flatMap((value) => {
    const parsed = definedScript.safeParse(value);
    return parsed.success ? [parsed.data.lua] : [];
  });
  if (scripts.length === 0) return 0;
  const pipeline = redis.pipeline();
  for (const lua of scripts) pipeline.script('LOAD', lua);
  const results = (await pipeline.exec()) ?? [];
  const failed = results.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
  return scripts.length;
}

export type Enqueued = { kind: 'queued'; id: string } | { kind: 'unavailable' };

/**
 * Stores the lead under `id`, once; resolves when Redis has it (and, with sentinels, a
 * replica too), or says at once that Redis is down. An add that fails on its way (a failover
 * under way) is tried again for a few seconds rather than answered "unavailable": it may
 * already be stored, and the caller would then mail it directly as well.
 */
export async function enqueueLead(lead: Lead, id: string): Promise<Enqueued> {
  const config = serverConfig();
  const { redis, target } = outbox(config);
  // Redis is down now: the caller sends directly instead of leaving the add in a queue.
  if (redis.status !== 'ready') return { kind: 'unavailable' };
  const started = Date.now();
  const deadline = started + addDeadlineMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (redis.status === 'ready') {
        const { queue } = usableOutbox(config);
        await withTimeout(
          queue.add(lead.kind, lead, {
            jobId: id,
            attempts: attemptsFor(config.outboxRetry),
            backoff: { type: 'lead' },
            removeOnComplete: { age: keepDeliveredSeconds },
            removeOnFail: false,
          }),
          Math.max(1, deadline - Date.now()),
        );
        if (await writesReplicated(target)) {
          logLine('info', 'outbox.queued', { kind: lead.kind, id, ms: Date.now() - started, ...(attempt > 1 ? { attempts: attempt } : {}) });
          return { kind: 'queued', id };
        }
      }
    } catch (error) {
      if (attempt === 1) logLine('warn', 'outbox.add-failed', { kind: lead.kind, id, error: describeError(error) });
    }
    if (Date.now() + addRetryPauseMs >= deadline) {
      // The add may still land when Redis is back; the lead is then mailed once all the same (./handoff.ts).
      logLine('warn', 'outbox.add-timeout', { kind: lead.kind, id, attempts: attempt, ms: Date.now() - started });
      return { kind: 'unavailable' };
    }
    await new Promise((resolve) => setTimeout(resolve, addRetryPauseMs));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Thrown while another process is mailing the same lead: the job tries again later. */
class LeadInFlight extends Error {
  constructor() {
    super('another process is mailing this lead now');
    this.name = 'LeadInFlight';
  }
}

/**
 * Mails one job. Its data is checked first, as the route checks a submission: a job that did not
 * come from the route (written into Redis by hand, by another program, or an older build's
 * that no longer passes) goes straight to the dead letters with a log line, never to the mail API.
 */
async function deliver(job: Job<unknown>): Promise<void> {
  const started = Date.now();
  const id = job.id ?? '';
  const lead = leadFromStore(job.data);
  if (!lead) {
    logLine('error', 'outbox.invalid-job', { id, name: job.name });
    throw new UnrecoverableError('not a valid lead: refused, not mailed');
  }
  let outcome;
  try {
    outcome = await mailOnce(lead, id);
  } catch (error) {
    // Handed over, outcome unknown: kept in doubt, and sent again, marked, once the mail API answers (./handoff.ts).
    if (error instanceof UpstreamError && error.mayHaveArrived) return;
    if (!(error instanceof UpstreamError) && !(error instanceof HandoffUnavailable)) logLine('error', 'outbox.deliver', { id, error: describeError(error) });
    throw error;
  }
  if (outcome === 'in-flight') throw new LeadInFlight();
  if (outcome === 'delivered') {
    logLine('info', 'outbox.delivered', { id, kind: lead.kind, attempts: job.attemptsMade + 1, queuedMs: started - job.timestamp });
  } else {
    logLine('info', 'outbox.skipped', { id, kind: lead.kind, handoff: outcome });
  }
}

/**
 * Starts this process's worker (once; at boot). Each instance runs one, so that deployment
 * stays "start N instances"; BullMQ gives each job to one worker at a time, and a job whose
 * instance died is handed to another once its lock expires.
 */
export function startOutboxWorker(): void {
  const config = serverConfig();
  const box = outbox(config);
  if (box.worker) return;
  // BullMQ's blocking reads need a connection of their own, which waits through an outage rather than failing.
  box.workerRedis = openRedis(box.target, { maxRetriesPerRequest: null }, 'outbox.redis');
  const worker = new Worker<unknown>(outboxQueueName, deliver, {
    connection: box.workerRedis,
    prefix,
    concurrency: 8,
    // A killed instance's jobs go back to the queue within seconds, not the default 30 s…
    lockDuration: Math.max(10_000, config.timeoutMs * 2),
    stalledInterval: 5_000,
    // …as often as it takes: a stalled job is one whose instance died, not a bad lead.
    maxStalledCount: 1_000,
    settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(config.outboxRetry, attemptsMade) },
  });
  worker.on('error', () => undefined); // reported once by the connection
  worker.on('failed', (job, error) => {
    if (!job) return;
    const dead = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    logLine(dead ? 'error' : 'warn', dead ? 'outbox.dead-letter' : 'outbox.retry', {
      id: job.id,
      kind: job.name,
      attempts: job.attemptsMade,
      error: describeError(error),
    });
  });
  box.worker = worker;
  // Leads another instance left in doubt (it may have died since) are this one's to send again too.
  watchLeadsInDoubt();
  logLine('info', 'outbox.worker-started', { queue: outboxQueueName });
}

export interface OutboxStats {
  /** Leads waiting, waiting for a retry, or being mailed now. */
  depth: number;
  /** Leads whose every attempt failed. */
  deadLetters: number;
  /** Leads handed to the mail API whose outcome is unknown (./handoff.ts): an operator checks them. */
  inDoubt: number;
}

/** The outbox's counts, for health checks and metrics; null without REDIS_URL or while Redis does not answer. */
export async function outboxStats(): Promise<OutboxStats | null> {
  const config = serverConfig();
  if (!config.redis) return null;
  const { queue, redis } = outbox(config);
  try {
    // Asked only while connected: a command queued for a Redis that is down would wait for it.
    if (redis.status !== 'ready') return null;
    const [counts, inDoubt] = await withTimeout(
      Promise.all([queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children', 'failed'), redis.hlen(inDoubtKey)]),
      1_000,
    );
    const depth = (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) + (counts['waiting-children'] ?? 0);
    return { depth, deadLetters: counts.failed ?? 0, inDoubt };
  } catch {
    return null;
  }
}

/** Resolves once the outbox's connection is up (the operator command waits for it; requests never do). */
export async function whenOutboxReady(): Promise<void> {
  await outbox(serverConfig()).queue.waitUntilReady();
}

/** The dead letters, oldest first, for the operator command. */
export async function deadLetters(): Promise<Job<Lead>[]> {
  const { queue } = outbox(serverConfig());
  return (await queue.getFailed(0, -1)).reverse();
}

/** Puts dead letters back in the queue with a fresh set of attempts; same ids, so still mailed once. Returns how many. */
export async function replayDeadLetters(ids: readonly string[] | 'all'): Promise<number> {
  const jobs = await deadLetters();
  let replayed = 0;
  for (const job of jobs) {
    if (ids !== 'all' && !ids.includes(job.id ?? '')) continue;
    await job.retry('failed', { resetAttemptsMade: true });
    replayed += 1;
  }
  return replayed;
}

/**
 * Sends a lead in doubt again, once an operator has checked that the mailbox did not get it:
 * forgets that it was handed over and puts it back in the queue. False when the outbox no
 * longer holds the lead (delivered leads are kept a day): it must then be recovered by hand.
 */
export async function resendInDoubt(id: string): Promise<boolean> {
  const { queue, target } = outbox(serverConfig());
  const job = await queue.getJob(id);
  await forgetHandoff(target, id);
  if (!job) return false;
  const state = await job.getState();
  if (state !== 'completed' && state !== 'failed') return true;
  await job.retry(state, { resetAttemptsMade: true });
  return true;
}

/** Stops the worker and closes the connections (a process that is shutting down, the operator command). */
export async function closeOutbox(): Promise<void> {
  const box = globalThis.kilelePayOutbox;
  globalThis.kilelePayOutbox = undefined;
  if (!box) return;
  await box.worker?.close();
  await box.queue.close();
  // BullMQ leaves connections it was given open: the worker's is ours to end (the shared one closes with the process).
  box.workerRedis?.disconnect();
}
