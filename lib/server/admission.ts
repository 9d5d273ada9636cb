import 'server-only';
import { siteUrl } from '@/lib/site-url';
import { clientAddress } from './client-address';
import { serverConfig } from './config';
import { apiErrors } from './messages';
import { rateLimit } from './rate-limit';
import { isAllowedOrigin } from './request-guard';
import type { RequestLike } from './request-guard';

export type Admission =
  | { admitted: true }
  | { admitted: false; status: 403; error: string }
  | { admitted: false; status: 429; error: string; retryAfterSeconds: number };

const siteOrigin = new URL(siteUrl).origin;

/**
 * The checks every form submission passes before its body is read, whichever way it comes:
 * as JSON to a route handler (json-route.ts) or as a form post to a Server Action
 * (form-submission.ts). A browser on another site is refused; each client has its limit per
 * route, the same bucket both ways. Bad requests count too: a flood of junk is still a flood.
 */
export async function admitRequest(request: RequestLike, routeName: string): Promise<Admission> {
  const config = serverConfig();
  if (!isAllowedOrigin(request, siteOrigin, config.trustProxyHops > 0)) return { admitted: false, status: 403, error: apiErrors.foreignOrigin };
  const perClient = await rateLimit(`client:${routeName}:${clientAddress(request.headers, config.trustProxyHops)}`, config.rateLimits.client);
  if (perClient.limited) return { admitted: false, status: 429, error: apiErrors.rateLimited, retryAfterSeconds: perClient.retryAfterSeconds };
  return { admitted: true };
}
