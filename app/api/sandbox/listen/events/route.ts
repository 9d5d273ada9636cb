import { buckets } from '@/lib/server/buckets';
import { shownCallbackSchema } from '@/lib/server/callback-delivery/request-schema';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { apiErrors } from '@/lib/server/messages';
import { failure, json } from '@/lib/server/response';
import { publishCallback } from '@/lib/server/sandbox-listen/publish';
import { listenErrorCodes, pairingCodeSchema } from '@/lib/sandbox-listen/protocol';
import { z } from '@/lib/zod';

/**
 * The STK push page publishes a callback it shows to the paired command: checked as strictly
 * as the delivery route checks it, signed here with the sandbox secret (the bytes the page
 * shows), then put on the pairing's stream. Answers once the command has reported how the
 * developer's handler answered, or after a short wait without it.
 */
export const POST = jsonRoute({
  name: buckets.sandboxListenEvents,
  schema: z.object({ code: pairingCodeSchema, callback: shownCallbackSchema }),
  handle: async ({ code, callback }) => {
    const published = await publishCallback(code, callback);
    if (!published) return failure(404, apiErrors.unknownPairing, { errorCode: listenErrorCodes.unknownCode });
    return json(200, { ok: true, ...published });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
