import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { sendNewsletterSignup } from '@/lib/server/mail';
import { apiSuccess } from '@/lib/server/messages';
import { success } from '@/lib/server/response';
import { newsletterSchema } from '@/lib/validation/newsletter';

/** The 'Stay Updated' box → the mail API, as a subscribe request to the contact mailbox. */
export const POST = jsonRoute({
  name: 'newsletter',
  schema: newsletterSchema,
  handle: async (signup) => {
    const { sandbox } = await sendNewsletterSignup(signup);
    return success(200, sandbox ? apiSuccess.sandboxMail : apiSuccess.newsletter, { sandbox });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
