// Verify a Kilele Pay callback: Standard Webhooks signature, fresh timestamp, new id.
import { createHmac, timingSafeEqual } from 'node:crypto';

const toleranceSeconds = 300;
// Ids already handled. In production use your database (a unique column), so that every
// instance and every restart sees them.
const seenIds = new Set();

export class InvalidCallback extends Error {}

/** The event of a genuine, new callback. headers: lower-case names; body: the raw Buffer. */
export function verify(secret, headers, body, now = Math.floor(Date.now() / 1000), seen = seenIds) {
  const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signatures } = headers;
  if (!id || !timestamp || !signatures) throw new InvalidCallback('missing-headers');
  // Too old or too far ahead, either way: a replayed request is old.
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > toleranceSeconds) {
    throw new InvalidCallback('stale-timestamp');
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body);
  const expected = Buffer.from(`v1,${mac.digest('base64')}`);
  // Several signatures while a secret changes: one must match.
  const genuine = signatures.split(' ').some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!genuine) throw new InvalidCallback('bad-signature');
  if (seen.has(id)) throw new InvalidCallback('replayed-id');
  seen.add(id);
  return JSON.parse(body);
}

/** For node:http: answers first, then hands the event to `fulfil`. */
export const callbackHandler = (secret, fulfil) => async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  let event;
  try {
    event = verify(secret, request.headers, Buffer.concat(chunks));
  } catch (error) {
    if (!(error instanceof InvalidCallback)) throw error;
    // A repeat gets 2xx, so it is not sent again.
    response.writeHead(error.message === 'replayed-id' ? 200 : 400).end();
    return;
  }
  response.writeHead(204).end();
  await fulfil(event);
};
