import { buckets } from '@/lib/server/buckets';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { json } from '@/lib/server/response';
import { newPairing } from '@/lib/server/sandbox-listen/pairings';
import { z } from '@/lib/zod';

/**
 * Pairs a `kilele-sandbox listen` with the STK push page: answers a code the developer types
 * on the page, the token the command proves itself with, and the stream to open. Limited per
 * client and for all clients together, which also bounds how many pairings live at once.
 */
export const POST = jsonRoute({
  name: buckets.sandboxListen,
  schema: z.object({}),
  handle: async () => json(201, await newPairing()),
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
