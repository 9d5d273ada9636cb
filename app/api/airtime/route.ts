import { buckets } from '@/lib/server/buckets';
import { requestAirtime } from '@/lib/server/airtime';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { apiSuccess } from '@/lib/server/messages';
import { success } from '@/lib/server/response';
import { airtimeRequestSchema } from '@/lib/validation/airtime';

/** Airtime through the airtime service: the payer's phone gets the M-Pesa prompt, limited per number. */
export const POST = jsonRoute({
  name: buckets.airtime,
  schema: airtimeRequestSchema,
  destinationPhone: ({ phoneNumber }) => phoneNumber,
  handle: async (request) => {
    const { sandbox } = await requestAirtime(request);
    return success(202, sandbox ? apiSuccess.sandboxPayment : apiSuccess.airtime(request.amount), { sandbox });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
