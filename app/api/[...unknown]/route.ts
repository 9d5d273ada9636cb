import { failure } from '@/lib/server/response';
import { apiErrors } from '@/lib/server/messages';

/**
 * Any path under /api that no route handler serves: a JSON 404 like every other API answer
 * (with the API's headers from next.config.mjs), not the site's HTML not-found page, which
 * the API's `default-src 'none'` policy would show unstyled.
 */
function notFound(): Response {
  return failure(404, apiErrors.notFound);
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
