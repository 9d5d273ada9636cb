import { otherMethods } from '@/lib/server/json-route';
import { contactForm } from '@/lib/server/leads/lead-forms';
import { leadRoute } from '@/lib/server/leads/lead-route';

/** The contact form → the outbox → the mail API, `to` and `organisation` set by the server. */
export const POST = leadRoute(contactForm);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
