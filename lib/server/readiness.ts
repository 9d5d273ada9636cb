import 'server-only';
import { cspManifest } from '@/lib/csp/manifest';
import { serverConfig } from './config';
import { isDraining } from './process-state';
import { redisState } from './redis';

export type Readiness = { ready: true } | { ready: false; reasons: string[] };

/**
 * Whether this instance should receive traffic: not draining after SIGTERM, its settings and
 * CSP manifest loaded, and the shared Redis answering a PING when one is configured. The
 * reasons name what is missing, never a setting's value.
 */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reasons: ['draining'] };
  const reasons: string[] = [];
  let redisUrl: string | null = null;
  try {
    redisUrl = serverConfig().redisUrl;
  } catch {
    reasons.push('settings');
  }
  try {
    cspManifest();
  } catch {
    reasons.push('csp manifest');
  }
  if ((await redisState(redisUrl)) === 'down') reasons.push('redis');
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}
