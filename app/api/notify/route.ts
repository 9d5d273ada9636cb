import { otherMethods } from '@/lib/server/json-route';
import { notifyForm } from '@/lib/server/leads/lead-forms';
import { leadRoute } from '@/lib/server/leads/lead-route';

/** A coming-soon page's notify-me form → the outbox → the mail API, naming the market. */
export const POST = leadRoute(notifyForm);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
