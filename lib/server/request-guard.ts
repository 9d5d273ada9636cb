import 'server-only';
import { readCappedBytes } from './capped-stream';

/** No form of ours comes near this; a larger body is refused unread (413). */
export const maxBodyBytes = 16 * 1024;

/**
 * `application/json` (or another JSON media type the route names, such as a browser's
 * `application/csp-report`), with parameters allowed; a declared charset must be UTF-8 (RFC 8259).
 */
export function isJsonContentType(header: string | null, accepted: readonly string[] = ['application/json']): boolean {
  if (!header) return false;
  const [type = '', ...parameters] = header.split(';');
  if (!accepted.includes(type.trim().toLowerCase())) return false;
  return parameters.every((parameter) => {
    const [name = '', value = ''] = parameter.split('=');
    return name.trim().toLowerCase() !== 'charset' || value.trim().replace(/^"|"$/g, '').toLowerCase() === 'utf-8';
  });
}

/** What the origin check reads of a request: a route handler's Request, or a Server Action's headers alone. */
export interface RequestLike {
  headers: Headers;
  /** The address Next says it was sent to, when it is known (a route handler's request.url). */
  url?: string;
}

/**
 * A browser names the page behind every POST in `Origin`, and cannot forge it nor the `Host`
 * it sends. Ours is an origin on the host the request was sent to (as Next.js checks Server
 * Actions: Next's own request.url names the address it listens on, not the one the browser
 * used), or the public SITE_URL. Behind trusted proxies the host is their x-forwarded-host.
 * No header: not a browser's cross-site post, so there is nothing to forge; the other
 * guards still apply.
 */
export function isAllowedOrigin(request: RequestLike, siteOrigin: string, trustProxy: boolean): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (origin === siteOrigin) return true;
  if (!URL.canParse(origin)) return false;
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || request.headers.get('host') || (request.url && URL.canParse(request.url) ? new URL(request.url).host : '');
  return host !== '' && new URL(origin).host === host.toLowerCase();
}

export type BodyResult = { kind: 'text'; text: string } | { kind: 'too-large' } | { kind: 'unreadable' };

/**
 * The body as UTF-8 text, read with a byte cap whether or not Content-Length is sent (a
 * chunked body has none, and a declared length may lie). Stops reading at the cap.
 */
export async function readBody(request: Request, maxBytes = maxBodyBytes): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) return { kind: 'too-large' };
  try {
    const body = await readCappedBytes(request.body, maxBytes);
    if (body.kind === 'too-large') return body;
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) };
  } catch {
    // A connection cut mid-body, or bytes that are not UTF-8.
    return { kind: 'unreadable' };
  }
}
