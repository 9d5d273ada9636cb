import { healthAnswer } from '@/lib/server/health';

// Answered afresh on every request, never prerendered at build time.
export const dynamic = 'force-dynamic';

/**
 * The public health check: liveness only (200 while the process answers). The version, the
 * store's state and the outbox's counts are for operators, on the metrics port
 * (lib/server/metrics-server.ts): a visitor learns nothing about the deployment from here.
 */
export function GET(): Response {
  return healthAnswer({ live: true });
}
