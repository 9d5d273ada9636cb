import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { sendLaunchNotifyRequest } from '@/lib/server/mail';
import { apiSuccess } from '@/lib/server/messages';
import { success } from '@/lib/server/response';
import { notifySchema } from '@/lib/validation/newsletter';

/** A coming-soon page's notify-me form → the mail API, naming the market. */
export const POST = jsonRoute({
  name: 'notify',
  schema: notifySchema,
  handle: async (request) => {
    const { sandbox } = await sendLaunchNotifyRequest(request);
    return success(200, sandbox ? apiSuccess.sandboxMail : apiSuccess.notify(request.country), { sandbox });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
