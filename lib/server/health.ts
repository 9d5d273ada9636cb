import 'server-only';
import packageJson from '@/package.json';
import { serverConfig } from './config';
import { outboxStats } from './leads/outbox';
import { redisState } from './redis';

/** The media type every health answer declares, as the API's other answers do. */
export const healthContentType = 'application/json; charset=utf-8';

/** A health answer: JSON in UTF-8, asked afresh each time (never kept by a cache). */
export function healthAnswer(body: object, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': healthContentType, 'Cache-Control': 'no-store' } });
}

/**
 * What an operator's monitoring reads: the site's version, whether the shared store answers,
 * and the outbox of leads (how many wait to be mailed, how many are dead letters; null without
 * Redis or while it is down). No upstream is called and no setting is shown. `ok: false` while
 * Redis is down is for an alarm, not for the balancer: pages and the mail forms still work.
 * Served on the metrics port only, never through the public front door.
 */
export async function operatorHealth() {
  const [redis, outbox] = await Promise.all([redisState(serverConfig().redis), outboxStats()]);
  return { ok: redis !== 'down', version: packageJson.version, redis, outbox };
}
