import { buckets } from '@/lib/server/buckets';
import { requestAirtime } from '@/lib/server/airtime';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { apiSuccess } from '@/lib/server/messages';
import { success } from '@/lib/server/response';
import { validationMessages } from '@/lib/content/validation';
import { airtimeSchemasFor } from '@/lib/validation/airtime';

/** Airtime through the airtime service: the payer's phone gets the M-Pesa prompt, limited per number. */
export const POST = jsonRoute({
  name: buckets.airtime,
  // The API speaks English to its clients; the form checks first, in the page's language.
  schema: airtimeSchemasFor(validationMessages).request,
  destinationPhone: ({ phoneNumber }) => phoneNumber,
  handle: async (request) => {
    const { sandbox } = await requestAirtime(request);
    return success(202, sandbox ? apiSuccess.sandboxPayment : apiSuccess.airtime(request.amount), { sandbox });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
