import 'server-only';
import { siteUrl } from '@/lib/site-url';
import { serverConfig } from './config';
import { apiErrors } from './messages';
import { isAllowedOrigin } from './request-guard';
import type { RequestLike } from './request-guard';

export type Admission = { admitted: true } | { admitted: false; status: 403; error: string };

const siteOrigin = new URL(siteUrl).origin;

/**
 * The check every form submission passes before its body is read, whichever way it comes: as
 * JSON to a route handler (json-route.ts, leads/lead-route.ts) or as a plain form post to a
 * lead route. A browser on another site is refused. The rate limits come later (limits.ts).
 */
export function admitRequest(request: RequestLike): Admission {
  const config = serverConfig();
  if (!isAllowedOrigin(request, siteOrigin, config.trustProxyHops > 0)) return { admitted: false, status: 403, error: apiErrors.foreignOrigin };
  return { admitted: true };
}
