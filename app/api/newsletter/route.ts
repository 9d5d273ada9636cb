import { otherMethods } from '@/lib/server/json-route';
import { newsletterForm } from '@/lib/server/leads/lead-forms';
import { leadRoute } from '@/lib/server/leads/lead-route';

/** The 'Stay Updated' box → the outbox → the mail API, as a subscribe request to the contact mailbox. */
export const POST = leadRoute(newsletterForm);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
