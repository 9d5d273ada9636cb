import 'server-only';
import { cspManifest } from '@/lib/csp/manifest';
import { serverConfig } from './config';
import { outboxStarting } from './leads/outbox';
import { isDraining } from './process-state';

export type Readiness = { ready: true } | { ready: false; reasons: string[] };

/**
 * Whether this instance can serve pages, for the balancer in front: not draining after
 * SIGTERM, its settings and CSP manifest loaded, and the outbox's start-up over (boot sets
 * its queue up in Redis first, so that no early lead depends on that). The shared Redis is
 * not asked: every page is served without it and the forms have a way through its outage, so
 * an instance stays in rotation while Redis is down or failing over (/api/health, the metrics
 * and the logs say so).
 * The reasons name what is missing, never a setting's value.
 */
export function readiness(): Readiness {
  if (isDraining()) return { ready: false, reasons: ['draining'] };
  const reasons: string[] = [];
  try {
    serverConfig();
  } catch {
    reasons.push('settings');
  }
  try {
    cspManifest();
  } catch {
    reasons.push('csp manifest');
  }
  if (outboxStarting()) reasons.push('outbox');
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}
