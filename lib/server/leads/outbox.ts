import 'server-only';
import { Queue, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { serverConfig } from '../config';
import type { ServerConfig } from '../config';
import { describeError, logLine } from '../log';
import { sendLeadMail } from '../mail';
import { UpstreamError } from '../upstream';
import type { Lead } from './lead';
import { attemptsFor, retryDelayMs } from './retry-schedule';

/**
 * The outbox of leads, a BullMQ queue in the Redis of REDIS_URL. A submission is added before
 * the visitor is told it was received; a worker in every server process mails it, retrying
 * with backoff for at least 24 hours; after the last attempt it stays in the queue's failed
 * set, the dead letters, until an operator replays it (scripts/outbox.ts).
 *
 * The submission's id is the job's id: adding a submission the queue already holds (waiting,
 * delivered within the last day, or dead) adds nothing, so a double post is one mail. The id
 * also goes to the mail API as the Idempotency-Key, which covers the last gap: an attempt
 * that timed out, or an instance killed after the mail API had sent the mail, is retried with
 * the same key and not sent twice.
 *
 * Redis must run with AOF on (a lead is then on disk before the visitor hears "received") and
 * `maxmemory-policy noeviction` (a full Redis refuses new leads instead of forgetting queued
 * ones); docs/production.md says how.
 */

const outboxQueueName = 'leads';
const prefix = 'kilele';
/** How long a delivered lead's id is kept, so that the same submission is not mailed again. */
const keepDeliveredSeconds = 24 * 60 * 60;
/** How long a visitor's request waits for Redis (a restart takes about a second) before "unavailable". */
const addTimeoutMs = 5_000;

interface Outbox {
  url: string;
  redis: Redis;
  queue: Queue<Lead>;
  worker: Worker<Lead> | null;
  workerRedis: Redis | null;
}

let current: Outbox | null = null;

/** A connection for BullMQ: it must wait through a Redis restart, never fail a command for it. */
function connection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (attempt) => Math.min(attempt * 250, 2_000) });
  let down = false;
  redis.on('ready', () => {
    down = false;
  });
  redis.on('error', (error: unknown) => {
    if (!down) logLine('warn', 'outbox.redis-down', { error: describeError(error) });
    down = true;
  });
  return redis;
}

function outbox(config: ServerConfig): Outbox {
  if (!config.redisUrl) throw new Error('The outbox needs REDIS_URL');
  if (current?.url === config.redisUrl) return current;
  const redis = connection(config.redisUrl);
  current = { url: config.redisUrl, redis, queue: new Queue<Lead>(outboxQueueName, { connection: redis, prefix }), worker: null, workerRedis: null };
  current.queue.on('error', () => undefined); // reported once by the connection above
  return current;
}

export type Enqueued = { kind: 'queued'; id: string } | { kind: 'unavailable' };

/**
 * Stores the lead under `id`, once; resolves when Redis has it, or says at once that Redis is
 * down, or that it did not answer within a few seconds.
 */
export async function enqueueLead(lead: Lead, id: string): Promise<Enqueued> {
  const config = serverConfig();
  const { queue, redis } = outbox(config);
  // Redis is down now: the caller sends directly instead of leaving the add in a queue.
  if (redis.status !== 'ready') return { kind: 'unavailable' };
  const add = queue.add(lead.kind, lead, {
    jobId: id,
    attempts: attemptsFor(config.outboxRetry),
    backoff: { type: 'lead' },
    removeOnComplete: { age: keepDeliveredSeconds },
    removeOnFail: false,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), addTimeoutMs);
  });
  try {
    const outcome = await Promise.race([add.then(() => 'stored' as const), timeout]);
    if (outcome === 'timeout') {
      // The add may still land when Redis is back: the visitor's retry has the same id.
      logLine('warn', 'outbox.add-timeout', { kind: lead.kind, id });
      return { kind: 'unavailable' };
    }
    logLine('info', 'outbox.queued', { kind: lead.kind, id });
    return { kind: 'queued', id };
  } catch (error) {
    logLine('error', 'outbox.add-failed', { kind: lead.kind, id, error: describeError(error) });
    return { kind: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

async function deliver(job: Job<Lead>): Promise<void> {
  const started = Date.now();
  try {
    await sendLeadMail(job.data, job.id ?? '');
  } catch (error) {
    if (!(error instanceof UpstreamError)) logLine('error', 'outbox.deliver', { id: job.id, error: describeError(error) });
    throw error;
  }
  logLine('info', 'outbox.delivered', { id: job.id, kind: job.data.kind, attempts: job.attemptsMade + 1, queuedMs: started - job.timestamp });
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
  box.workerRedis = connection(box.url);
  const worker = new Worker<Lead>(outboxQueueName, deliver, {
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
    const dead = job.attemptsMade >= (job.opts.attempts ?? 1);
    logLine(dead ? 'error' : 'warn', dead ? 'outbox.dead-letter' : 'outbox.retry', {
      id: job.id,
      kind: job.data.kind,
      attempts: job.attemptsMade,
      error: describeError(error),
    });
  });
  box.worker = worker;
  logLine('info', 'outbox.worker-started', { queue: outboxQueueName });
}

export interface OutboxStats {
  /** Leads waiting, waiting for a retry, or being mailed now. */
  depth: number;
  /** Leads whose every attempt failed. */
  deadLetters: number;
}

/** The outbox's counts, for health checks and metrics; null without REDIS_URL or while Redis does not answer. */
export async function outboxStats(): Promise<OutboxStats | null> {
  const config = serverConfig();
  if (!config.redisUrl) return null;
  const { queue, redis } = outbox(config);
  try {
    // Asked only while connected: a command queued for a Redis that is down would wait for it.
    if (redis.status !== 'ready') return null;
    const counts = await Promise.race([
      queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children', 'failed'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000).unref()),
    ]);
    if (!counts) return null;
    const depth = (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) + (counts['waiting-children'] ?? 0);
    return { depth, deadLetters: counts.failed ?? 0 };
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

/** Stops the worker and closes the connections (a process that is shutting down, the operator command). */
export async function closeOutbox(): Promise<void> {
  const box = current;
  current = null;
  if (!box) return;
  await box.worker?.close();
  await box.queue.close();
  // BullMQ leaves connections it was given open: they are ours to end.
  box.redis.disconnect();
  box.workerRedis?.disconnect();
}
