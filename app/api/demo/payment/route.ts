import { buckets } from '@/lib/server/buckets';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { apiSuccess } from '@/lib/server/messages';
import { requestDemoPayment } from '@/lib/server/payments';
import { success } from '@/lib/server/response';
import { validationMessages } from '@/lib/content/validation';
import { demoSchemasFor } from '@/lib/validation/demo';

/** The M-Pesa Express demo through the payments API: the browser sends a phone, the server the rest. */
export const POST = jsonRoute({
  name: buckets.demoPayment,
  // The API speaks English to its clients; the form checks first, in the page's language.
  schema: demoSchemasFor(validationMessages).payment,
  destinationPhone: ({ phone }) => phone,
  handle: async ({ phone }) => {
    const { sandbox, reference } = await requestDemoPayment(phone);
    // 202: the prompt is on its way; the payment itself is pending on the phone.
    return success(202, sandbox ? apiSuccess.sandboxPayment : apiSuccess.demoPayment, { sandbox, reference });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
