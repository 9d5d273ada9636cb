import { deliveryErrorCodes } from '@/lib/callback-delivery/answer';
import { buckets } from '@/lib/server/buckets';
import { deliverCallback } from '@/lib/server/callback-delivery/deliver';
import { destinationKey } from '@/lib/server/callback-delivery/destination';
import { deliveryRequestSchema } from '@/lib/server/callback-delivery/request-schema';
import { serverConfig } from '@/lib/server/config';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { apiErrors } from '@/lib/server/messages';
import { failure, json } from '@/lib/server/response';
import { signCallback } from '@/lib/mpesa-sandbox/webhook-signature';

/**
 * Delivers a sandbox callback, signed again here with the public sandbox secret, to the
 * developer's own URL, and answers with the log of its attempts. Off unless
 * SANDBOX_CALLBACK_DELIVERY turns it on; limited per client and per destination (its
 * registrable domain, however the host is spelled).
 */
const deliver = jsonRoute({
  name: buckets.sandboxCallback,
  schema: deliveryRequestSchema,
  destinationHost: ({ url }) => destinationKey(url),
  handle: async ({ url, callback }) => {
    const result = await deliverCallback(url, signCallback(callback), serverConfig().callbackDelivery);
    if (result.kind === 'refused') return failure(422, apiErrors.addressRefused, { errorCode: deliveryErrorCodes.refused });
    return json(200, result.log);
  },
});

export async function POST(request: Request): Promise<Response> {
  if (!serverConfig().callbackDelivery.enabled) return failure(404, apiErrors.deliveryOff, { errorCode: deliveryErrorCodes.off });
  return deliver(request);
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
