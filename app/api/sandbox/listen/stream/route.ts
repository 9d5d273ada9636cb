import { buckets } from '@/lib/server/buckets';
import { countRateLimitRefusal } from '@/lib/server/metrics';
import { checkLimits } from '@/lib/server/limits';
import { logLine } from '@/lib/server/log';
import { apiErrors } from '@/lib/server/messages';
import { isDraining } from '@/lib/server/process-state';
import { failure } from '@/lib/server/response';
import { pairingEventStream, streamSlotsLeft } from '@/lib/server/sandbox-listen/event-stream';
import { isListener, listenStore } from '@/lib/server/sandbox-listen/pairings';
import { eventIdSchema, listenErrorCodes, listenTokenSchema, pairingCodeSchema } from '@/lib/sandbox-listen/protocol';

// A stream per request, never a response rendered once at build time.
export const dynamic = 'force-dynamic';

/**
 * The pairing's event stream, for `kilele-sandbox listen` (code in the query, token as a
 * bearer credential). A reconnection sends the last id it saw as Last-Event-ID and gets what
 * followed. Never buffered or kept by a proxy: the front door's own location for it says the
 * same.
 */
export async function GET(request: Request): Promise<Response> {
  // Another instance serves the stream: the front door tries it on this answer.
  if (isDraining() || !streamSlotsLeft()) return failure(503, apiErrors.listenBusy, { headers: { 'Retry-After': '1' } });
  const verdict = await checkLimits({ route: buckets.sandboxListenStream, headers: request.headers });
  if (!verdict.allowed) {
    countRateLimitRefusal(buckets.sandboxListenStream, verdict.status);
    return failure(verdict.status, verdict.error, { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  }
  const code = pairingCodeSchema.safeParse(new URL(request.url).searchParams.get('code') ?? '');
  const token = listenTokenSchema.safeParse(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  // Without Last-Event-ID, from the pairing's first event: what the page published before the stream opened.
  const after = eventIdSchema.safeParse(request.headers.get('last-event-id') ?? '0-0');
  if (!code.success || !token.success || !after.success) return failure(400, apiErrors.invalid);
  const store = listenStore();
  if (!(await isListener(code.data, token.data, store))) return failure(404, apiErrors.unknownPairing, { errorCode: listenErrorCodes.unknownCode });
  // Which instance holds a pairing's stream, and whether it resumed one (never the code: it is a credential).
  logLine('info', 'sandbox-listen.stream-opened', { resumed: request.headers.has('last-event-id') });
  return new Response(pairingEventStream(code.data, after.data, store), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    },
  });
}
