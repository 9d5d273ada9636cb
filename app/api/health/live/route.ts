import { healthAnswer } from '@/lib/server/health';

// Answered afresh on every request, never prerendered at build time.
export const dynamic = 'force-dynamic';

/**
 * Liveness: 200 while the process runs and answers, whatever its dependencies say. A
 * supervisor restarts the process when this stops answering; it never looks at Redis or the
 * upstreams, so an outage elsewhere cannot make every instance restart at once.
 */
export function GET(): Response {
  return healthAnswer({ live: true });
}
