import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { callbackBody, callbackJson } from '../../../lib/mpesa-sandbox/callback';
import { sandboxId } from '../../../lib/mpesa-sandbox/sandbox-ids';
import { sandboxWebhookSecret } from '../../../lib/mpesa-sandbox/webhook-signature';
import { publishAnswerSchema } from '../../../lib/sandbox-listen/protocol';
import { resetListenStore } from '../../../lib/server/sandbox-listen/pairings';
import { startCallbackListener } from '../../../test/callback-listener';
import type { CallbackListener } from '../../../test/callback-listener';
import { captureLogs, configure } from '../../../test/route-harness';
import { POST as publish } from '../../../app/api/sandbox/listen/events/route';
import { POST as report } from '../../../app/api/sandbox/listen/results/route';
import { POST as pair } from '../../../app/api/sandbox/listen/route';
import { GET as stream } from '../../../app/api/sandbox/listen/stream/route';
import { run } from './main';

/**
 * A local site: the real route handlers of the pairing, the stream, the page's publish and the
 * command's reports, behind a Node server, as the production entry serves them. It can cut
 * every open stream, as a deploy or a network blip would.
 */
async function localSite() {
  const routes: Record<string, (request: Request) => Promise<Response>> = {
    'POST /api/sandbox/listen': pair,
    'POST /api/sandbox/listen/events': publish,
    'POST /api/sandbox/listen/results': report,
    'GET /api/sandbox/listen/stream': stream,
  };
  const open = new Set<ServerResponse>();
  const streams: string[] = [];
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) return void res.writeHead(404).end();
    const body = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
    const headers = Object.entries(req.headers).flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : []));
    const answer = await handler(new Request(url, { method: req.method, headers, body: req.method === 'POST' ? new Uint8Array(body) : undefined }));
    if (url.pathname.endsWith('/stream')) streams.push(String(req.headers['last-event-id'] ?? '(none)'));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (!answer.body) return void res.end();
    open.add(res);
    const reader = answer.body.getReader();
    res.on('close', () => {
      open.delete(res);
      void reader.cancel();
    });
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) break;
      res.write(value);
    }
    res.end();
  }
  const server: Server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${address !== null && typeof address === 'object' ? address.port : 0}`;
  return {
    origin,
    /** The Last-Event-ID of each stream opened, '(none)' for the first. */
    streams,
    cutStreams: () => open.forEach((res) => res.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        open.forEach((res) => res.destroy());
        server.close(() => resolve());
      }),
  };
}

let webhookCount = 0;
function shownCallback() {
  webhookCount += 1;
  const randomPart = (length: number) => String(webhookCount).padStart(length, 'Q');
  const payment = {
    checkout_request_id: sandboxId('checkoutRequestId', randomPart),
    transaction_id: sandboxId('transactionId', randomPart),
    reference: 'ORDER123',
    amount: 100,
    phone: '254700000000',
  };
  const body = callbackJson(callbackBody(payment, 0, { receipt: 'SBX7654321', at: new Date() }));
  return { id: sandboxId('webhookId', randomPart), timestamp: Math.floor(Date.now() / 1000), body };
}

/** What the page does once paired: publishes a callback it shows, and reads the command's report. */
async function pagePublishes(origin: string, code: string, callback = shownCallback()) {
  const response = await fetch(`${origin}/api/sandbox/listen/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, callback }),
  });
  return { callback, status: response.status, answer: publishAnswerSchema.safeParse(await response.json()) };
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function startListen(site: string, forwardTo: string) {
  const out: string[] = [];
  const err: string[] = [];
  const stop = new AbortController();
  const exit = run(['listen', '--forward-to', forwardTo, '--site', site], {
    print: (line) => out.push(line),
    error: (line) => err.push(line),
    signal: stop.signal,
  });
  const code = until(() => out.join('\n').match(/Pairing code: (\S+)/)?.[1], 'the pairing code');
  return { out, err, stop: () => stop.abort(), exit, code };
}

let site: Awaited<ReturnType<typeof localSite>>;
let handler: CallbackListener;
beforeAll(async () => {
  site = await localSite();
  handler = await startCallbackListener();
});
afterAll(async () => {
  await site.close();
  await handler.close();
});
beforeEach(() => {
  captureLogs();
  configure({});
  resetListenStore();
  handler.reset();
  site.streams.length = 0;
});

describe('kilele-sandbox listen', () => {
  it('prints a code, forwards each callback the page publishes exactly as shown, and the page gets the status and time', async () => {
    handler.answerWith((_request, response) => void response.writeHead(204).end());
    const listening = startListen(site.origin, `${handler.origin}/mpesa/callback`);
    const code = await listening.code;
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await until(() => (site.streams.length > 0 ? true : undefined), 'the stream');

    const { callback, status, answer } = await pagePublishes(site.origin, code);
    expect(status).toBe(200);
    expect(answer.success && answer.data.result).toEqual({ status: 204, error: null, ms: expect.any(Number) });

    expect(handler.received).toHaveLength(1);
    const [received] = handler.received;
    expect(received?.path).toBe('/mpesa/callback');
    expect(received?.text).toBe(callback.body);
    const headers = Object.fromEntries(Object.entries(received?.headers ?? {}).map(([name, value]) => [name, String(value)]));
    expect(headers['user-agent']).toBe('KilelePay-Webhooks/1.0');
    expect(new Webhook(sandboxWebhookSecret).verify(received?.text ?? '', headers)).toEqual(JSON.parse(callback.body));
    expect(listening.out.join('\n')).toMatch(new RegExp(`${callback.id} -> ${handler.origin}/mpesa/callback: 204 No Content in \\d+ ms`));

    listening.stop();
    expect(await listening.exit).toBe(0);
  });

  it('reconnects after the stream is cut, from the last event it saw: nothing missed, nothing twice', async () => {
    const listening = startListen(site.origin, `${handler.origin}/in`);
    const code = await listening.code;
    await until(() => (site.streams.length > 0 ? true : undefined), 'the stream');
    const first = await pagePublishes(site.origin, code);
    const firstId = first.answer.success ? first.answer.data.eventId : '';

    site.cutStreams();
    // Published while no stream is open: the command gets it on reconnecting.
    const second = pagePublishes(site.origin, code);
    await until(() => (handler.received.length === 2 ? true : undefined), 'the second callback');
    expect((await second).answer.success).toBe(true);
    expect(handler.received.map(({ text }) => text)).toEqual([first.callback.body, (await second).callback.body]);
    expect(site.streams).toEqual(['(none)', firstId]);

    listening.stop();
    expect(await listening.exit).toBe(0);
  });

  it('reports a handler that does not answer, and ends with a clear word when the site no longer knows the pairing', async () => {
    const listening = startListen(site.origin, 'http://127.0.0.1:9/nothing-here');
    const code = await listening.code;
    await until(() => (site.streams.length > 0 ? true : undefined), 'the stream');
    const { answer } = await pagePublishes(site.origin, code);
    expect(answer.success && answer.data.result).toEqual({ status: null, error: 'network', ms: expect.any(Number) });

    resetListenStore();
    site.cutStreams();
    expect(await listening.exit).toBe(1);
    expect(listening.err.join('\n')).toContain('The pairing has ended');
  });

  it('says what is wrong with its command line', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { print: (line: string) => out.push(line), error: (line: string) => err.push(line) };
    expect(await run(['listen'], io)).toBe(2);
    expect(err.join('\n')).toContain('--forward-to is required');
    expect(await run(['listen', 'all', '--forward-to', 'http://localhost:3000/x'], io)).toBe(2);
    expect(await run(['listen', '--forward-to', 'http://localhost:3000/x', '--site', 'ftp://x'], io)).toBe(2);
    expect(await run(['listen', '--forward-to', 'http://localhost:3000/x', '--site', 'http://127.0.0.1:9'], io)).toBe(1);
    expect(err.join('\n')).toContain('Could not pair with http://127.0.0.1:9');
  });
});
