import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from '@/lib/zod';
import { serverConfig } from '../config';
import type { RedisTarget } from '../config';
import { describeError, logLine } from '../log';
import { sendLeadMail } from '../mail';
import { redisClient, whenRedisReady, writesReplicated } from '../redis';
import { UpstreamError } from '../upstream';
import type { Lead } from './lead';
import { leadFromStore } from './lead-forms';

/**
 * The record of which submissions this site has handed to the mail API, so that it hands
 * each one over at most once, whether or not the mail API honours the Idempotency-Key it
 * also receives. Both ways a lead leaves (the outbox's worker, and the route when there is no
 * outbox) go through `mailOnce`.
 *
 * Per submission id, for 7 days, in the shared Redis (and in this process's memory, which is
 * all there is without Redis or while it is down):
 *
 * - `sending`: claimed by one process, which is calling the mail API now;
 * - `delivered`: the mail API accepted it;
 * - `in-doubt`: the call may have reached the mail API without our knowing its outcome (no
 *   answer in time, the connection cut after the request left). A lead that never arrives is
 *   worse than one that arrives twice: the lead itself is kept beside the record, and it is
 *   sent again on its own as soon as the mail API answers again (a later call succeeds, or the
 *   periodic probe, which is that resend itself, gets through), under the same
 *   Idempotency-Key and marked as a possible repeat of the first attempt (lib/server/mail).
 *   A receiver that honours the key drops it; a person who gets both copies sees why. Until
 *   then it is listed for an operator (scripts/outbox.ts), who may also resend or dismiss it.
 *
 * A refusal the mail API answered (a 5xx, `success: false`), or a connection that never
 * opened, releases the claim: nothing was handed over, and the next attempt may send.
 *
 * What remains: a process killed between the mail API's answer and the record of it leaves
 * `sending` behind. Once that claim is older than any call can last, another process takes
 * it over and sends again (logged as `mail.takeover`); if the killed process's call had been
 * accepted, the receiver gets the lead twice unless it honours the key: that second copy is
 * marked as a possible repeat too.
 */
const keyPrefix = 'kilele:mail:handoff:';
/** Leads whose outcome is unknown, with a summary, for the operator. */
export const inDoubtKey = 'kilele:mail:in-doubt';
/** The leads in doubt themselves, with their first attempt's time, to be sent again. */
const inDoubtLeadsKey = 'kilele:mail:in-doubt:leads';
/** One probe at a time across the instances. */
const probeLockKey = 'kilele:mail:in-doubt:probe';
const keepSeconds = 7 * 24 * 60 * 60;
const rememberAtMost = 10_000;

const recordSchema = z.object({
  state: z.enum(['sending', 'delivered', 'in-doubt']),
  at: z.number(),
  token: z.string().optional(),
});
type HandoffRecord = z.infer<typeof recordSchema>;

const storedInDoubtSchema = z.object({ lead: z.unknown(), firstAt: z.number() });

/** A lead in doubt, waiting to be sent again. */
interface InDoubt {
  lead: Lead;
  /** When the attempt that may have arrived started. */
  firstAt: number;
}

export type Handoff =
  /** This call handed the lead over, and the mail API accepted it. */
  | 'delivered'
  /** An earlier call did. */
  | 'already-delivered'
  /** An earlier call may have: not sent again. */
  | 'in-doubt'
  /** Another call is sending it now. */
  | 'in-flight';

/** Thrown when the claim could not be made safe (Redis lost it in a failover): nothing was sent, try again. */
export class HandoffUnavailable extends Error {
  constructor() {
    super('the record of mails handed over could not be written');
    this.name = 'HandoffUnavailable';
  }
}

interface ProcessLedger {
  records: Map<string, HandoffRecord>;
  /** Writes Redis did not take (down at the time), replayed when it is back. */
  pending: Map<string, { record: HandoffRecord | null; token?: string; onlyIfAbsent: boolean; doubt?: InDoubt }>;
  /** Leads in doubt, as this process knows them (all there is without Redis). */
  inDoubt: Map<string, InDoubt>;
  resending: boolean;
  probe: ReturnType<typeof setInterval> | null;
  /** The wait before the next probe, and when that is (set on the first tick). */
  probeWaitMs?: number;
  nextProbeAt?: number;
  /** Calls in flight in this process: a double post waits for the first. */
  calls: Map<string, Promise<Handoff>>;
  flushing: boolean;
  listening: string | null;
}

declare global {
  var kilelePayHandoffs: ProcessLedger | undefined;
}

// A global for the same reason as the Redis connection (lib/server/redis.ts): one per process, whichever bundle asks.
function ledger(): ProcessLedger {
  globalThis.kilelePayHandoffs ??= {
    records: new Map(),
    pending: new Map(),
    calls: new Map(),
    flushing: false,
    listening: null,
    inDoubt: new Map(),
    resending: false,
    probe: null,
  };
  return globalThis.kilelePayHandoffs;
}

/**
 * Hands `lead` to the mail API unless it was, is being, or may have been already. Throws the
 * mail API's UpstreamError when this call failed (after recording `in-doubt` when the lead may
 * have arrived all the same, or releasing the claim when it cannot have), and
 * HandoffUnavailable when the claim itself could not be kept.
 */
export function mailOnce(lead: Lead, id: string): Promise<Handoff> {
  const { calls } = ledger();
  const running = calls.get(id);
  if (running) return running;
  const call = handOver(lead, id).finally(() => calls.delete(id));
  calls.set(id, call);
  return call;
}

async function handOver(lead: Lead, id: string): Promise<Handoff> {
  const { redis, timeoutMs } = serverConfig();
  const staleMs = timeoutMs + 5_000;
  const now = Date.now();
  const claim: HandoffRecord = { state: 'sending', at: now, token: randomUUID() };

  // Redis, when it answers, is the record every process shares (an operator's resend clears
  // it there); this process's memory stands in for it while it does not, or without Redis.
  const shared: SharedClaim = redis ? await claimInRedis(redis, id, claim, staleMs) : { kind: 'unreachable' };
  if (redis) listenForRecovery(redis);
  if (shared.kind === 'taken') {
    remember(id, shared.record);
    // A stale claim that another process took over first is that process's to send.
    return verdictOn(shared.record, now, staleMs) ?? 'in-flight';
  }
  if (shared.kind === 'unsafe') throw new HandoffUnavailable();
  // The process that held the claim may have handed the lead over before it died.
  const repeatOf = shared.kind === 'took-over' ? shared.previous.at : undefined;
  if (shared.kind === 'took-over') logLine('warn', 'mail.takeover', { id, kind: lead.kind, claimedAgoMs: now - shared.previous.at });
  if (shared.kind === 'unreachable') {
    const settled = verdictOn(remembered(id), now, staleMs);
    if (settled) return settled;
    if (redis) keepForLater(id, claim, { onlyIfAbsent: true });
  }
  remember(id, claim);

  try {
    await sendLeadMail(lead, id, repeatOf === undefined ? undefined : { firstAt: repeatOf });
  } catch (error) {
    if (error instanceof UpstreamError && error.mayHaveArrived) {
      await settle(redis, id, { state: 'in-doubt', at: Date.now() }, lead, { lead, firstAt: repeatOf ?? now });
      logLine('error', 'mail.in-doubt', { id, kind: lead.kind, detail: error.detail });
      watchLeadsInDoubt();
    } else {
      await release(redis, id, claim);
    }
    throw error;
  }
  await settle(redis, id, { state: 'delivered', at: Date.now() }, lead);
  // The mail API answers: whatever waits in doubt can go now, and the probe starts over.
  const state = ledger();
  state.probeWaitMs = undefined;
  state.nextProbeAt = undefined;
  void resendLeadsInDoubt();
  return 'delivered';
}

/**
 * Sends the leads in doubt again, oldest first, each marked as a possible repeat, until one
 * fails (the mail API is not answering yet: the next sign of life tries again). One run at a
 * time in this process; across processes, each lead is claimed before it is sent.
 * Resolves to how many were delivered.
 */
export async function resendLeadsInDoubt(): Promise<number> {
  const state = ledger();
  if (state.resending) return 0;
  state.resending = true;
  let delivered = 0;
  try {
    for (const [id, doubt] of await leadsToResend()) {
      const outcome = await resendOne(id, doubt);
      if (outcome === 'failed') break;
      if (outcome === 'delivered') delivered += 1;
    }
  } catch (error) {
    logLine('warn', 'mail.resend', { error: describeError(error) });
  } finally {
    state.resending = false;
  }
  return delivered;
}

/** The leads in doubt, oldest first: Redis's when it is shared and up, else this process's. */
async function leadsToResend(): Promise<[string, InDoubt][]> {
  const { redis } = serverConfig();
  let entries: [string, InDoubt][] = [...ledger().inDoubt.entries()];
  if (redis) {
    const client = redisClient(redis);
    // Redis down: the shared record cannot be claimed; wait for it (pending writes come back first).
    if (client.status !== 'ready') return [];
    entries = [];
    for (const [id, raw] of Object.entries(await client.hgetall(inDoubtLeadsKey))) {
      const doubt = parseInDoubt(raw);
      if (doubt) entries.push([id, doubt]);
      else logLine('error', 'mail.in-doubt-unreadable', { id });
    }
  }
  return entries.sort(([, a], [, b]) => a.firstAt - b.firstAt);
}

function parseInDoubt(raw: string): InDoubt | null {
  try {
    const stored = storedInDoubtSchema.safeParse(JSON.parse(raw));
    if (!stored.success) return null;
    // Checked as the route checks a submission: only a lead that passes its form's schema is mailed.
    const lead = leadFromStore(stored.data.lead);
    return lead ? { lead, firstAt: stored.data.firstAt } : null;
  } catch {
    return null;
  }
}

async function resendOne(id: string, doubt: InDoubt): Promise<'delivered' | 'skipped' | 'failed'> {
  const { redis, timeoutMs } = serverConfig();
  const claim: HandoffRecord = { state: 'sending', at: Date.now(), token: randomUUID() };
  if (redis) {
    const client = redisClient(redis);
    const key = keyPrefix + id;
    const raw = await client.get(key);
    const current = parseRecord(raw);
    // Delivered meanwhile (another process, or the operator's word): off the list.
    if (current?.state === 'delivered') {
      await client.multi().hdel(inDoubtKey, id).hdel(inDoubtLeadsKey, id).exec();
      return 'skipped';
    }
    // Being sent now, or a record this version cannot read: not ours. A resend whose process
    // died leaves a `sending` claim that goes stale like any other, and is taken over then.
    if ((raw !== null && !current) || (current?.state === 'sending' && Date.now() - current.at < timeoutMs + 5_000)) return 'skipped';
    const claimed =
      raw === null
        ? (await client.set(key, JSON.stringify(claim), 'EX', keepSeconds, 'NX')) === 'OK'
        : Number(await client.eval(takeOverScript, 1, key, raw, JSON.stringify(claim), String(keepSeconds))) === 1;
    if (!claimed) return 'skipped';
    if (!(await writesReplicated(redis))) {
      await settle(redis, id, { state: 'in-doubt', at: Date.now() }, doubt.lead, doubt);
      return 'failed';
    }
  } else {
    if (remembered(id)?.state !== 'in-doubt') {
      ledger().inDoubt.delete(id);
      return 'skipped';
    }
  }
  remember(id, claim);
  try {
    await sendLeadMail(doubt.lead, id, { firstAt: doubt.firstAt });
  } catch (error) {
    // Refused or unanswered: it stays in doubt (the first attempt may still have arrived).
    await settle(redis, id, { state: 'in-doubt', at: Date.now() }, doubt.lead, doubt);
    logLine('warn', 'mail.resend-failed', { id, kind: doubt.lead.kind, error: describeError(error) });
    return 'failed';
  }
  await settle(redis, id, { state: 'delivered', at: Date.now() }, doubt.lead);
  logLine('warn', 'mail.resent', { id, kind: doubt.lead.kind, firstAttemptAt: new Date(doubt.firstAt).toISOString() });
  return 'delivered';
}

/**
 * Probes the mail API while leads are in doubt, in case no other call comes to show that it
 * answers again: every 15 s (one instance at a time), the resend itself, which stops at the
 * first lead that fails. A probe that fails doubles the wait before the next, up to 2 minutes:
 * against a mail API that is slow rather than down (it sends after we gave up) and ignores
 * keys, each probe is one more marked copy of the oldest lead. Any successful call starts
 * over at 15 s. Started once per process, when a lead goes in doubt here and with the outbox's
 * worker (which finds those another instance left).
 */
export function watchLeadsInDoubt(): void {
  const state = ledger();
  if (state.probe) return;
  state.probe = setInterval(() => void probe(), tickMs);
  state.probe.unref();
}

/** How often the mail API is first probed while leads are in doubt (at least the upstream timeout and 5 s). */
export const probeEveryMs = 15_000;
/** The longest wait between two probes that failed. */
export const probeAtMostEveryMs = 120_000;
const tickMs = 5_000;

function firstProbeWait(): number {
  return Math.max(probeEveryMs, serverConfig().timeoutMs + 5_000);
}

/** One tick of the probe: resends when the wait since the last probe is over. Exported for tests. */
export async function probe(now = Date.now()): Promise<void> {
  const state = ledger();
  state.probeWaitMs ??= firstProbeWait();
  state.nextProbeAt ??= now + state.probeWaitMs;
  if (now < state.nextProbeAt) return;
  const { redis } = serverConfig();
  try {
    if (redis) {
      const client = redisClient(redis);
      if (client.status !== 'ready' || (await client.hlen(inDoubtLeadsKey)) === 0) return;
      if ((await client.set(probeLockKey, String(process.pid), 'PX', firstProbeWait(), 'NX')) !== 'OK') return;
    } else if (state.inDoubt.size === 0) {
      // Without Redis, nothing else can put a lead in doubt for this process: started again when one is.
      if (state.probe) clearInterval(state.probe);
      state.probe = null;
      return;
    }
    const delivered = await resendLeadsInDoubt();
    state.probeWaitMs = delivered > 0 ? firstProbeWait() : Math.min(state.probeWaitMs * 2, Math.max(probeAtMostEveryMs, firstProbeWait()));
  } catch (error) {
    logLine('warn', 'mail.probe', { error: describeError(error) });
  } finally {
    state.nextProbeAt = now + state.probeWaitMs;
  }
}

/** What an existing record means for this call, or null when it may send. */
function verdictOn(record: HandoffRecord | undefined, now: number, staleMs: number): Handoff | null {
  if (!record) return null;
  if (record.state === 'delivered') return 'already-delivered';
  if (record.state === 'in-doubt') return 'in-doubt';
  return now - record.at < staleMs ? 'in-flight' : null;
}

type SharedClaim =
  | { kind: 'claimed' }
  | { kind: 'took-over'; previous: HandoffRecord }
  | { kind: 'taken'; record: HandoffRecord }
  /** Redis is down: the claim is this process's only, written to Redis when it is back. */
  | { kind: 'unreachable' }
  /** The claim may not survive a failover in progress: do not send. */
  | { kind: 'unsafe' };

// Replaces a stale `sending` record with ours, only if it is still the one we read.
const takeOverScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3]) return 1 end return 0`;
// Deletes our claim, only if it is still ours.
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
// Writes an outcome, never over `delivered`.
const settleScript = `local current = redis.call('GET', KEYS[1]) if current and string.find(current, '"state":"delivered"', 1, true) then return 0 end redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) return 1`;

async function claimInRedis(target: RedisTarget, id: string, claim: HandoffRecord, staleMs: number): Promise<SharedClaim> {
  const client = redisClient(target);
  if (client.status !== 'ready') return { kind: 'unreachable' };
  const key = keyPrefix + id;
  try {
    let raw: string | null = null;
    // Twice: a claim released between our SET and our GET leaves nothing to read.
    for (let attempt = 0; attempt < 2 && raw === null; attempt += 1) {
      const claimed = await client.set(key, JSON.stringify(claim), 'EX', keepSeconds, 'NX');
      if (claimed === 'OK') return (await writesReplicated(target)) ? { kind: 'claimed' } : unsafe(target, id, claim);
      raw = await client.get(key);
    }
    const record = parseRecord(raw);
    // Unreadable (another version's format): not ours to overwrite.
    if (!record) return { kind: 'taken', record: { state: 'in-doubt', at: Date.now() } };
    if (record.state !== 'sending' || Date.now() - record.at < staleMs) return { kind: 'taken', record };
    const tookOver = await client.eval(takeOverScript, 1, key, raw ?? '', JSON.stringify(claim), String(keepSeconds));
    if (Number(tookOver) !== 1) return { kind: 'taken', record: parseRecord(await client.get(key)) ?? record };
    return (await writesReplicated(target)) ? { kind: 'took-over', previous: record } : unsafe(target, id, claim);
  } catch (error) {
    logLine('warn', 'mail.handoff-store', { id, error: describeError(error) });
    return { kind: 'unreachable' };
  }
}

/** The claim was written but not confirmed on a replica: withdraw it (now, or when Redis is back). */
async function unsafe(target: RedisTarget, id: string, claim: HandoffRecord): Promise<SharedClaim> {
  await release(target, id, claim);
  return { kind: 'unsafe' };
}

async function release(target: RedisTarget | null, id: string, claim: HandoffRecord): Promise<void> {
  const { records } = ledger();
  if (records.get(id)?.token === claim.token) records.delete(id);
  if (!target) return;
  try {
    await redisClient(target).eval(releaseScript, 1, keyPrefix + id, JSON.stringify(claim));
    ledger().pending.delete(id);
  } catch {
    keepForLater(id, null, { onlyIfAbsent: false, token: JSON.stringify(claim) });
  }
}

async function settle(target: RedisTarget | null, id: string, record: HandoffRecord, lead: Lead, doubt?: InDoubt): Promise<void> {
  remember(id, record);
  const { inDoubt } = ledger();
  if (record.state === 'in-doubt' && doubt) inDoubt.set(id, inDoubt.get(id) ?? doubt);
  if (record.state === 'delivered') inDoubt.delete(id);
  if (!target) return;
  try {
    await writeOutcome(target, id, record, lead, doubt);
    ledger().pending.delete(id);
    // Not on a replica yet: a failover now would bring back `sending`, and the lead would be
    // sent again once that claim looked stale. Written again as soon as Redis is back.
    if (!(await writesReplicated(target))) keepForLater(id, record, { onlyIfAbsent: false, doubt });
  } catch {
    keepForLater(id, record, { onlyIfAbsent: false, doubt });
  }
}

async function writeOutcome(target: RedisTarget, id: string, record: HandoffRecord, lead?: Lead, doubt?: InDoubt): Promise<void> {
  const client = redisClient(target);
  if (client.status !== 'ready') throw new Error('Redis is down');
  const written = Number(await client.eval(settleScript, 1, keyPrefix + id, JSON.stringify(record), String(keepSeconds)));
  // Not written: it was delivered meanwhile (or an operator said so), and is no longer in doubt.
  if (record.state === 'in-doubt' && written === 1) {
    await client.hset(inDoubtKey, id, JSON.stringify({ at: new Date(record.at).toISOString(), ...(lead ? { kind: lead.kind, ...lead.summary } : {}) }));
    // The first attempt's time stays the one of the first that may have arrived.
    if (doubt) await client.hsetnx(inDoubtLeadsKey, id, JSON.stringify(doubt));
  } else {
    await client.multi().hdel(inDoubtKey, id).hdel(inDoubtLeadsKey, id).exec();
  }
}

function keepForLater(id: string, record: HandoffRecord | null, options: { onlyIfAbsent: boolean; token?: string; doubt?: InDoubt }): void {
  ledger().pending.set(id, { record, ...options });
}

/** Writes what Redis missed while it was down, as soon as it is back. */
function listenForRecovery(target: RedisTarget): void {
  const state = ledger();
  const key = JSON.stringify(target);
  if (state.listening === key) return;
  state.listening = key;
  whenRedisReady(target, () => void flushPending(target));
}

async function flushPending(target: RedisTarget): Promise<void> {
  const state = ledger();
  if (state.flushing) return;
  state.flushing = true;
  const client = redisClient(target);
  try {
    for (const [id, write] of state.pending) {
      const key = keyPrefix + id;
      if (write.record === null) await client.eval(releaseScript, 1, key, write.token ?? '');
      else if (write.onlyIfAbsent) await client.set(key, JSON.stringify(write.record), 'EX', keepSeconds, 'NX');
      else await writeOutcome(target, id, write.record, write.doubt?.lead, write.doubt);
      state.pending.delete(id);
    }
    await writesReplicated(target);
  } catch (error) {
    logLine('warn', 'mail.handoff-flush', { left: state.pending.size, error: describeError(error) });
  } finally {
    state.flushing = false;
  }
}

function remembered(id: string): HandoffRecord | undefined {
  const record = ledger().records.get(id);
  if (record && Date.now() - record.at > keepSeconds * 1000) {
    ledger().records.delete(id);
    return undefined;
  }
  return record;
}

function remember(id: string, record: HandoffRecord): void {
  const { records } = ledger();
  records.delete(id);
  records.set(id, record);
  // Maps keep insertion order: the oldest go first.
  for (const oldest of records.keys()) {
    if (records.size <= rememberAtMost) break;
    records.delete(oldest);
  }
}

function parseRecord(raw: string | null): HandoffRecord | null {
  if (raw === null) return null;
  try {
    const parsed = recordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The leads in doubt, for the operator command and the health of the outbox. */
export async function leadsInDoubt(target: RedisTarget): Promise<Record<string, string>> {
  return redisClient(target).hgetall(inDoubtKey);
}

/** Forgets that `id` was handed over, so that the next attempt sends it: the operator's decision. */
export async function forgetHandoff(target: RedisTarget, id: string): Promise<void> {
  ledger().records.delete(id);
  ledger().inDoubt.delete(id);
  await redisClient(target)
    .multi()
    .del(keyPrefix + id)
    .hdel(inDoubtKey, id)
    .hdel(inDoubtLeadsKey, id)
    .exec();
}

/** Records that a lead in doubt did reach the mailbox (the operator checked): it leaves the list, and is never sent again. */
export async function dismissInDoubt(target: RedisTarget, id: string): Promise<boolean> {
  const client = redisClient(target);
  if ((await client.hexists(inDoubtKey, id)) === 0) return false;
  await writeOutcome(target, id, { state: 'delivered', at: Date.now() });
  return true;
}

/** Tests start each case as a freshly started server would, remembering no lead. */
export function forgetHandoffsInProcess(): void {
  const state = ledger();
  state.records.clear();
  state.pending.clear();
  state.calls.clear();
  state.listening = null;
  state.inDoubt.clear();
  state.resending = false;
  if (state.probe) clearInterval(state.probe);
  state.probe = null;
  state.probeWaitMs = undefined;
  state.nextProbeAt = undefined;
}
