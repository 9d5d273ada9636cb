// Verify a Kilele Pay callback: its Standard Webhooks signature, its timestamp and its id.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const toleranceSeconds = 300;

// Ids of the callbacks already handled. In production keep them in your database (a unique
// column, written with the order's update), so that every instance and every restart sees them.
export const seenIds = new Set();

/** The reason is its message: missing-headers, stale-timestamp, bad-signature, replayed-id. */
export class InvalidCallback extends Error {}

/**
 * Returns the event of a genuine, new callback; throws InvalidCallback otherwise.
 * headers: the request's headers, names in lower case; body: the raw bytes received (a Buffer).
 */
export function verify(secret, headers, body, now = Math.floor(Date.now() / 1000), seen = seenIds) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new InvalidCallback('missing-headers');
  // Refuse old and future timestamps alike: a replay of a captured request is old.
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > toleranceSeconds) {
    throw new InvalidCallback('stale-timestamp');
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  const expected = Buffer.from(`v1,${digest}`);
  // The header may carry several signatures (while a secret is rotated): one must match.
  const genuine = signatures.split(' ').some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!genuine) throw new InvalidCallback('bad-signature');
  if (seen.has(id)) throw new InvalidCallback('replayed-id');
  seen.add(id);
  return JSON.parse(body);
}

/**
 * A request handler for node:http: answers at once, then hands the event to `fulfil` (mark the
 * order paid, send the receipt). createServer(callbackHandler(process.env.WEBHOOK_SECRET, fulfil))
 */
export function callbackHandler(secret, fulfil) {
  return async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    let event;
    try {
      event = verify(secret, request.headers, Buffer.concat(chunks));
    } catch (error) {
      if (!(error instanceof InvalidCallback)) throw error;
      // A repeat of a callback already handled is answered 2xx, so it is not sent again.
      response.writeHead(error.message === 'replayed-id' ? 200 : 400).end();
      return;
    }
    response.writeHead(204).end();
    await fulfil(event);
  };
}
