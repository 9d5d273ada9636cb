import { AsyncLocalStorage } from 'node:async_hooks';
import { resetServerConfig, serverVariables } from '@/lib/server/config';
import { resetViolationLog } from '@/lib/server/csp-report-log';
import { forgetHandoffsInProcess } from '@/lib/server/leads/handoff';
import { resetLimits } from '@/lib/server/limits';
import { startFakeUpstream } from './fake-upstream';
import type { FakeUpstream } from './fake-upstream';

/** A route handler as Next calls it. */
export type Handler = (request: Request) => Promise<Response>;

/**
 * Sets the server environment for the next requests (every other server variable unset) and
 * starts from empty rate-limit counts, as a freshly started server would.
 */
export function configure(env: Record<string, string> = {}): void {
  for (const variable of serverVariables) delete process.env[variable];
  Object.assign(process.env, env);
  resetServerConfig();
  resetLimits();
  forgetHandoffsInProcess();
  resetViolationLog();
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** A raw body instead of JSON.stringify(body). */
  raw?: string | Uint8Array | ReadableStream<Uint8Array>;
  path?: string;
}

/** A browser-like POST: JSON content type, same-origin, from 203.0.113.10 unless told otherwise. */
export function postRequest(body: unknown, options: PostOptions = {}): Request {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10', ...options.headers };
  const raw = options.raw ?? JSON.stringify(body);
  return new Request(`http://localhost${options.path ?? '/api/test'}`, {
    method: 'POST',
    headers,
    // A copy: a fresh ArrayBuffer, as BodyInit's type asks.
    body: raw instanceof Uint8Array ? new Uint8Array(raw) : raw,
    // Node's fetch needs this for a streamed body.
    ...(raw instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
}

/** A body streamed in chunks, with no Content-Length: what `Transfer-Encoding: chunked` gives. */
export function chunkedBody(totalBytes: number, chunkBytes = 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      controller.enqueue(new TextEncoder().encode(' '.repeat(size)));
      sent += size;
    },
  });
}

/** The body, checking the headers every response of ours carries. */
export async function readJson(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  const body: unknown = JSON.parse(text);
  expect(body).toEqual(expect.any(Object));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.fromEntries(Object.entries(body)) : {};
}

/** Keeps handler log lines out of the test output; returns what was logged, one line each. */
export function captureLogs(): () => string[] {
  const spies = (['info', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
  return () => spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
}

export interface FakeUpstreamHarness {
  /** The file's fake upstream, emptied of records before each test. */
  readonly upstream: FakeUpstream;
  /** What the server logged during the current test. */
  logs: () => string[];
}

/**
 * One fake upstream for a test file. Before each test it forgets what it recorded, the
 * server log is captured, and the server is configured with `env(upstream.url)`.
 */
export function withFakeUpstream(env: (upstreamUrl: string) => Record<string, string>): FakeUpstreamHarness {
  let upstream: FakeUpstream | undefined;
  let logs: () => string[] = () => [];
  const started = (): FakeUpstream => {
    if (!upstream) throw new Error('the fake upstream has not started');
    return upstream;
  };
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(async () => {
    // Stops the probe of leads in doubt, whose timer would outlive the file.
    forgetHandoffsInProcess();
    await upstream?.close();
  });
  beforeEach(() => {
    started().reset();
    logs = captureLogs();
    configure(env(started().url));
  });
  return {
    get upstream() {
      return started();
    },
    logs: () => logs(),
  };
}

/** The process as the production entry leaves it, draining or not: what the health and stream routes read. */
export function setDraining(value: boolean): void {
  globalThis.kilelePayProcessState = {
    draining: value,
    requestContext: new AsyncLocalStorage<{ requestId: string }>(),
    observeRequest: null,
    shutdownHooks: [],
  };
}
