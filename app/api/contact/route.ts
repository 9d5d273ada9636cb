import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { sendContactMessage } from '@/lib/server/mail';
import { apiSuccess } from '@/lib/server/messages';
import { success } from '@/lib/server/response';
import { contactSchema } from '@/lib/validation/contact-schema';

/** The contact form → the mail API, `to` and `organisation` set by the server. */
export const POST = jsonRoute({
  name: 'contact',
  schema: contactSchema,
  handle: async (message) => {
    const { sandbox } = await sendContactMessage(message);
    return success(200, sandbox ? apiSuccess.sandboxMail : apiSuccess.contact, { sandbox });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
