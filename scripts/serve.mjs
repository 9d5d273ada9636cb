// The production entry: runs Next's standalone server (server.js beside this file, where
// build/standalone.mjs copies it) with what an operator needs from the process itself.
//
// - Draining. On SIGTERM (or SIGINT) the instance says so at once on /api/health/ready (503)
//   and keeps serving for SHUTDOWN_DRAIN_MS, closing each connection after its answer, so
//   that a balancer takes it out of rotation without a refused request. Then it stops
//   listening (a proxy retries a refused connection elsewhere, even a POST, since nothing was
//   sent), lets the requests in flight finish and exits; SHUTDOWN_TIMEOUT_MS bounds the wait.
//   Next's own signal handler would stop listening at once, so it is turned off here.
// - A request id per request: the X-Request-Id of the proxy in front when TRUST_PROXY says
//   there is one (and the value looks like an id), a new UUID otherwise. It is answered in
//   the X-Request-Id header and carried by every log line the request writes
//   (lib/server/log.ts reads it from the request context kept here).
// - Request metrics: each answer is reported, with its duration, to the observer that
//   lib/server/metrics.ts installs when the app starts.
//
// The app reaches this state through one global object (lib/server/process-state.ts); under
// `next dev` or a bare `node server.js` it is absent and the app does without.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const processState = {
  draining: false,
  requestContext: new AsyncLocalStorage(),
  /** @type {((answer: { method: string; url: string; status: number; seconds: number }) => void) | null} */
  observeRequest: null,
  /** @type {(() => Promise<void>)[]} Work the app hands over before exit (the outbox's worker). */
  shutdownHooks: [],
};
globalThis.kilelePayProcessState = processState;

/** A whole number of milliseconds from the environment; the app's settings check reports bad values. */
function milliseconds(name, fallback) {
  const value = process.env[name]?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : fallback;
}
const drainMs = milliseconds('SHUTDOWN_DRAIN_MS', 5_000);
const shutdownTimeoutMs = milliseconds('SHUTDOWN_TIMEOUT_MS', 30_000);
// The same reading as lib/server/config.ts: a number of proxies, or true/false.
const trustProxy = !/^(|0+|false)$/i.test(process.env.TRUST_PROXY?.trim() ?? '');
const requestIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

function log(level, event, fields = {}) {
  console[level](JSON.stringify({ level, event, time: new Date().toISOString(), ...fields }));
}

function requestIdOf(request) {
  const given = request.headers['x-request-id'];
  return trustProxy && typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
}

function observed(listener) {
  return function handleRequest(request, response) {
    const requestId = requestIdOf(request);
    request.headers['x-request-id'] = requestId;
    response.setHeader('X-Request-Id', requestId);
    if (processState.draining) response.setHeader('Connection', 'close');
    const started = process.hrtime.bigint();
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      processState.observeRequest?.({ method: request.method ?? 'GET', url: request.url ?? '/', status: response.statusCode, seconds });
    });
    return processState.requestContext.run({ requestId }, () => listener(request, response));
  };
}

// Next creates its one HTTP server with http.createServer(listener): the server is kept and
// the listener wrapped.
let server = null;
const createServer = http.createServer;
http.createServer = function createObservedServer(...args) {
  const at = args.findIndex((argument) => typeof argument === 'function');
  if (server === null && at !== -1) args[at] = observed(args[at]);
  const created = createServer.apply(this, args);
  server ??= created;
  return created;
};

async function shutdown(signal) {
  if (processState.draining) return;
  processState.draining = true;
  log('info', 'shutdown.draining', { signal, drainMs });
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  const forced = setTimeout(() => {
    log('error', 'shutdown.timeout', { shutdownTimeoutMs });
    process.exit(1);
  }, shutdownTimeoutMs);
  forced.unref();
  log('info', 'shutdown.closing');
  if (server) {
    await new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }
  // The app's own shutdown work (the leads worker finishes the mail it is sending), within the same limit.
  await Promise.allSettled(processState.shutdownHooks.map((hook) => hook()));
  log('info', 'shutdown.done');
  process.exit(0);
}

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

const here = dirname(fileURLToPath(import.meta.url));
createRequire(import.meta.url)(join(here, 'server.js'));
// server.js creates its server as it loads. If a Next upgrade stops doing it that way, nothing
// here would drain or carry request ids: the start fails rather than run without them.
if (server === null) {
  console.error("serve.mjs: Next's server.js did not create its server with http.createServer; update scripts/serve.mjs. The server did not start.");
  process.exit(1);
}
