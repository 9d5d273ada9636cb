import packageJson from '@/package.json';
import { serverConfig } from '@/lib/server/config';
import { outboxStats } from '@/lib/server/leads/outbox';
import { redisState } from '@/lib/server/redis';

// Answered afresh on every request, never prerendered at build time.
export const dynamic = 'force-dynamic';

/**
 * For load balancers and monitoring: the site's version, whether the shared rate-limit store
 * answers, and the outbox of leads (how many wait to be mailed, how many are dead letters; null
 * without REDIS_URL or while Redis is down). No upstream is called and no setting is shown. The status stays 200 while
 * Redis is down: the pages and the mail forms still work (only M-Pesa prompts pause), so the
 * instance should stay in rotation; `ok: false` is for monitoring to raise an alarm.
 */
export async function GET(): Promise<Response> {
  const [redis, outbox] = await Promise.all([redisState(serverConfig().redis), outboxStats()]);
  return Response.json({ ok: redis !== 'down', version: packageJson.version, redis, outbox }, { headers: { 'Cache-Control': 'no-store' } });
}
