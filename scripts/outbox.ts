// The operator's view of the outbox of leads and of the quarantine, in the Redis of REDIS_URL:
//
//   npm run outbox -- dead                 list the dead letters (every attempt failed)
//   npm run outbox -- replay <id>… | --all put dead letters back in the queue (same ids: mailed once)
//   npm run outbox -- in-doubt             leads handed to the mail API whose outcome is unknown (the
//                                          servers send them again, marked as possible repeats, once it answers)
//   npm run outbox -- resend <id>…         send leads in doubt again now, unmarked (the mailbox did not get them)
//   npm run outbox -- dismiss <id>…        take leads in doubt off the list (the mailbox got them)
//   npm run outbox -- stats                queue depth, dead letters, in doubt, quarantined by reason
//   npm run outbox -- quarantine [count]   the newest quarantined submissions (default 20)
//
// Reads the same variables as the server (REDIS_URL above all), from the environment or .env files.
import { loadEnvConfig } from '@next/env';
import { closeOutbox, deadLetters, outboxStats, replayDeadLetters, resendInDoubt, whenOutboxReady } from '../lib/server/leads/outbox';
import { dismissInDoubt, leadsInDoubt } from '../lib/server/leads/handoff';
import { leadFromStore } from '../lib/server/leads/lead-forms';
import { quarantineCounts, quarantined } from '../lib/server/leads/quarantine';
import { serverConfig } from '../lib/server/config';
import { checkEvictionPolicy, closeRedis } from '../lib/server/redis';

async function main(command: string | undefined, args: string[]): Promise<number> {
  const target = serverConfig().redis;
  if (!target) {
    console.error('REDIS_URL and REDIS_SENTINEL are unset: there is no outbox (leads are mailed directly).');
    return 1;
  }
  // Both connections up before asking: the server's own calls never wait for Redis, this one may.
  await whenOutboxReady();
  const policy = await checkEvictionPolicy(target);
  if (policy.kind === 'evicting') console.warn(`Redis maxmemory-policy is ${policy.policy}: set noeviction, or queued leads may be evicted.`);
  if (command === 'dead') {
    const jobs = await deadLetters();
    for (const job of jobs) {
      console.log(
        JSON.stringify({
          id: job.id,
          kind: job.name,
          queuedAt: new Date(job.timestamp).toISOString(),
          attempts: job.attemptsMade,
          reason: job.failedReason,
          // A job that is not a valid lead (written by hand) shows no content.
          ...(leadFromStore(job.data)?.summary ?? { invalid: true }),
        }),
      );
    }
    console.log(`${jobs.length} dead letter(s)`);
    return 0;
  }
  if (command === 'replay') {
    if (args.length === 0) {
      console.error('Name the dead letters to replay, or --all.');
      return 1;
    }
    const replayed = await replayDeadLetters(args.includes('--all') ? 'all' : args);
    console.log(`${replayed} dead letter(s) back in the queue`);
    return 0;
  }
  if (command === 'in-doubt') {
    const leads = Object.entries(await leadsInDoubt(target));
    for (const [id, summary] of leads) console.log(`${id} ${summary}`);
    console.log(`${leads.length} lead(s) in doubt: sent again, marked as possible repeats, once the mail API answers; resend or dismiss to decide sooner`);
    return 0;
  }
  if (command === 'resend') {
    if (args.length === 0) {
      console.error('Name the leads in doubt to send again.');
      return 1;
    }
    for (const id of args)
      console.log((await resendInDoubt(id)) ? `${id}: back in the queue` : `${id}: no longer in the outbox; recover it from the log by hand`);
    return 0;
  }
  if (command === 'dismiss') {
    if (args.length === 0) {
      console.error('Name the leads in doubt that the mailbox did get.');
      return 1;
    }
    for (const id of args) console.log((await dismissInDoubt(target, id)) ? `${id}: recorded as delivered` : `${id}: not in doubt`);
    return 0;
  }
  if (command === 'stats') {
    console.log(JSON.stringify({ outbox: await outboxStats(), quarantined: await quarantineCounts() }));
    return 0;
  }
  if (command === 'quarantine') {
    const count = Number(args[0] ?? 20);
    for (const entry of await quarantined(Number.isInteger(count) && count > 0 ? count : 20)) console.log(JSON.stringify(entry));
    return 0;
  }
  console.error('Usage: npm run outbox -- dead | replay <id>… | replay --all | in-doubt | resend <id>… | dismiss <id>… | stats | quarantine [count]');
  return 1;
}

loadEnvConfig(process.cwd(), false);
main(process.argv[2], process.argv.slice(3))
  .then(async (code) => {
    await closeOutbox();
    closeRedis();
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
