import { Webhook } from 'standardwebhooks';

/**
 * Callbacks are signed in the Standard Webhooks scheme: `webhook-id`, `webhook-timestamp`
 * (Unix seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's base64-decoded bytes).
 *
 * The sandbox's secret is public on purpose: it signs simulated callbacks only, so a developer
 * can check their verification code against it. A live account's secret is its own.
 */
export const sandboxWebhookSecret = 'whsec_S2lsZWxlUGF5U2FuZGJveFdlYmhvb2tTZWNyZXQ=';

/** How far a callback's timestamp may be from the receiver's clock before it is refused as stale or replayed. */
export const timestampToleranceSeconds = 5 * 60;

export interface SignedCallback {
  /** The same for every delivery of one event: deduplicate on it. */
  id: string;
  /** Unix seconds. */
  timestamp: number;
  /** The body exactly as sent: the bytes the signature covers. */
  body: string;
  signature: string;
}

export function signCallback({ id, timestamp, body }: Omit<SignedCallback, 'signature'>, secret = sandboxWebhookSecret): SignedCallback {
  return { id, timestamp, body, signature: new Webhook(secret).sign(id, new Date(timestamp * 1000), body) };
}

export const callbackUserAgent = 'KilelePay-Webhooks/1.0';

/** The headers a callback is POSTed with, in the order they are sent. */
export function callbackHeaders(callback: SignedCallback): [string, string][] {
  return [
    ['Content-Type', 'application/json'],
    ['Content-Length', String(new TextEncoder().encode(callback.body).byteLength)],
    ['User-Agent', callbackUserAgent],
    ['webhook-id', callback.id],
    ['webhook-timestamp', String(callback.timestamp)],
    ['webhook-signature', callback.signature],
  ];
}

/**
 * The callback as the merchant's server receives it, as text a developer can copy: the request
 * line, the headers one per line, a blank line, then the body exactly as signed.
 */
export function callbackHttpText(url: string, callback: SignedCallback): string {
  const { host, pathname, search } = new URL(url);
  const headers = [['Host', host], ...callbackHeaders(callback)].map(([name, value]) => `${name}: ${value}`);
  return [`POST ${pathname}${search} HTTP/1.1`, ...headers, '', callback.body].join('\r\n');
}
