import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';

/**
 * A stand-in for the mail, payments and airtime APIs: a real HTTP server on 127.0.0.1 that
 * records every request and answers 200 JSON unless a rule says otherwise. jest starts it in
 * process (startFakeUpstream); Playwright runs this file as a web server and drives it over
 * HTTP through /__requests, /__deliveries and /__rules (DELETE /__rules: the service recovers).
 *
 * By default it honours `Idempotency-Key`, as a careful mail API does: the first request with
 * a key that is answered 2xx is a delivery (a mail sent, even when the answer comes after the
 * caller gave up); a later request with the same key is answered as before and sends nothing
 * again. `POST /__idempotency {"keys":"ignore"}` (or `ignoreIdempotencyKeys()`) makes it
 * deliver every 2xx request, as a mail API that knows nothing of the key would.
 * /__deliveries lists the deliveries, so a test can count what reached the inbox.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text when it is not JSON. */
  body: unknown;
  text: string;
}

const ruleSchema = z.object({
  /** Applies to requests whose path contains this. */
  pathIncludes: z.string().optional(),
  /** Applies to requests whose body contains this (a phone number, an email). */
  bodyIncludes: z.string().optional(),
  status: z.number().int().min(200).max(599).optional(),
  /** Sent as is: a string (possibly not JSON) or a value to serialise. */
  body: z.unknown().optional(),
  /** Waits this long before answering. */
  delayMs: z.number().min(0).max(60_000).optional(),
  /** Cuts the connection without an answer. */
  hangUp: z.boolean().optional(),
});

export type FakeRule = z.infer<typeof ruleSchema>;

const idempotencySchema = z.object({ keys: z.enum(['honour', 'ignore']) });

/** A request that a 2xx answered: for the mail API, one mail sent. */
export interface Delivery {
  path: string;
  /** The request's Idempotency-Key, or null without one. */
  key: string | null;
  /** Its X-Possible-Repeat header (a lead sent again after an unanswered attempt), or null. */
  repeat: string | null;
  text: string;
  /** Milliseconds since the epoch, when the answer went out. */
  at: number;
}

export interface FakeUpstream {
  url: string;
  port: number;
  requests: RecordedRequest[];
  deliveries: Delivery[];
  /** Adds a rule; the first matching rule answers. */
  respondWith(rule: FakeRule): void;
  /** From now on, every 2xx request is a delivery, whatever its Idempotency-Key. */
  ignoreIdempotencyKeys(): void;
  /** Forgets every rule (the service recovers), and nothing else: the keys it has delivered stay. */
  clearRules(): void;
  reset(): void;
  close(): Promise<void>;
}

const defaultAnswer = { success: true, message: 'Accepted', status: 'pending' };

export async function startFakeUpstream(port = 0): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const deliveries: Delivery[] = [];
  const deliveredKeys = new Set<string>();
  let rules: FakeRule[] = [];
  let honourKeys = true;
  const pending = new Set<ReturnType<typeof setTimeout>>();

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readText(request);
    const path = request.url ?? '/';

    // Control endpoints, for a test runner in another process.
    if (path === '/__health') return send(response, 200, { ok: true });
    if (path === '/__requests' && request.method === 'GET') return send(response, 200, requests);
    if (path === '/__requests' && request.method === 'DELETE') {
      requests.length = 0;
      deliveries.length = 0;
      return send(response, 200, { ok: true });
    }
    if (path === '/__deliveries' && request.method === 'GET') return send(response, 200, deliveries);
    if (path === '/__rules' && request.method === 'DELETE') {
      rules = [];
      return send(response, 200, { ok: true });
    }
    if (path === '/__idempotency' && request.method === 'POST') {
      const mode = idempotencySchema.safeParse(parseJson(text));
      if (!mode.success) return send(response, 400, { error: mode.error.message });
      honourKeys = mode.data.keys === 'honour';
      return send(response, 200, { ok: true });
    }
    if (path === '/__rules' && request.method === 'POST') {
      const rule = ruleSchema.safeParse(parseJson(text));
      if (!rule.success) return send(response, 400, { error: rule.error.message });
      rules.push(rule.data);
      return send(response, 200, { ok: true });
    }

    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body: parseJson(text), text });
    const keyHeader = request.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' && honourKeys ? keyHeader : null;
    if (key !== null && deliveredKeys.has(key)) return send(response, 200, defaultAnswer);
    const rule = rules.find(
      (candidate) => (!candidate.pathIncludes || path.includes(candidate.pathIncludes)) && (!candidate.bodyIncludes || text.includes(candidate.bodyIncludes)),
    );
    const answer = () => {
      if (rule?.hangUp) return request.socket.destroy();
      const status = rule?.status ?? 200;
      if (status < 300 && !(key !== null && deliveredKeys.has(key))) {
        if (key !== null) deliveredKeys.add(key);
        const repeat = request.headers['x-possible-repeat'];
        deliveries.push({
          path,
          key: typeof keyHeader === 'string' ? keyHeader : null,
          repeat: typeof repeat === 'string' ? repeat : null,
          text,
          at: Date.now(),
        });
      }
      // The answer goes even to a caller that gave up: as a slow mail API would, it has sent the mail.
      if (response.destroyed) return;
      send(response, status, rule && 'body' in rule ? rule.body : defaultAnswer);
    };
    if (rule?.delayMs) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        answer();
      }, rule.delayMs);
      pending.add(timer);
    } else {
      answer();
    }
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake upstream: no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    requests,
    deliveries,
    respondWith: (rule) => {
      rules.push(rule);
    },
    ignoreIdempotencyKeys: () => {
      honourKeys = false;
    },
    clearRules: () => {
      rules = [];
    },
    reset: () => {
      requests.length = 0;
      deliveries.length = 0;
      deliveredKeys.clear();
      rules = [];
      honourKeys = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        pending.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', () => resolve(''));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

// Run directly (Playwright's webServer): `node --import tsx test/fake-upstream.ts [port]`.
if (process.argv[1]?.endsWith('fake-upstream.ts')) {
  const port = Number(process.argv[2] ?? process.env.FAKE_UPSTREAM_PORT ?? 3101);
  startFakeUpstream(port).then((upstream) => console.log(`fake upstream listening on ${upstream.url}`));
}
