import { healthAnswer } from '@/lib/server/health';
import { readiness } from '@/lib/server/readiness';

// Answered afresh on every request, never prerendered at build time.
export const dynamic = 'force-dynamic';

/**
 * Readiness, for the balancer in front: 200 when this instance can serve, 503 otherwise,
 * and 503 from the moment SIGTERM arrives until the process exits (lib/server/readiness.ts).
 */
export function GET(): Response {
  const state = readiness();
  return healthAnswer(state, state.ready ? 200 : 503);
}
