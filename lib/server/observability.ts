import 'server-only';
import { cspManifest } from '@/lib/csp/manifest';
import { publicAddress } from '@/lib/i18n/locales';
import { serverConfig } from './config';
import { startMetricsServer } from './metrics-server';
import { outboxStats } from './leads/outbox';
import { recordAnswers, setLeadsQueueProbe, setRedisProbe } from './metrics';
import { redisState } from './redis';
import { routeLabel } from './route-label';

/**
 * Starts what the operator watches, once the settings are known good (instrumentation.ts):
 * request counting by route (under the production entry, scripts/serve.mjs), the Redis
 * gauge, the leads outbox's depth and dead letters (with Redis), and the metrics endpoint when
 * METRICS_PORT is set.
 */
export function startObservability(): void {
  const config = serverConfig();
  // The manifest names each page by its route; requests name it by its public address.
  const pages = new Set(process.env.NODE_ENV === 'production' ? Object.keys(cspManifest().pages).map(publicAddress) : []);
  recordAnswers((pathname, status) => routeLabel(pathname, status, pages));
  if (config.redis) {
    const target = config.redis;
    setRedisProbe(async () => (await redisState(target)) === 'up');
    setLeadsQueueProbe(outboxStats);
  }
  if (config.metrics) startMetricsServer(config.metrics.port, config.metrics.host);
}
