import 'server-only';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import { healthContentType, operatorHealth } from './health';
import { logLine, describeError } from './log';
import { scrape } from './metrics';

/** What the operator's port answers: the metrics, and the health detail the public never sees. */
const routes = new Map<string, (response: ServerResponse) => Promise<void>>([
  [
    '/metrics',
    async (response) => {
      const { contentType, text } = await scrape();
      response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(text);
    },
  ],
  [
    '/health',
    async (response) => {
      const body = JSON.stringify(await operatorHealth());
      response.writeHead(200, { 'Content-Type': healthContentType, 'Cache-Control': 'no-store' }).end(body);
    },
  ],
]);

/**
 * The operator's endpoints, on a port of its own (METRICS_PORT, bound to METRICS_HOST, loopback
 * unless told) so that they are never reachable through the public proxy by accident: only an
 * operator's scraper or monitoring on that network reaches them. `GET /metrics` is the
 * Prometheus scrape; `GET /health` the version, the store's state and the outbox's counts
 * (`/api/health` on the public port says only that the process answers). Without METRICS_PORT
 * there is neither.
 */
export function startMetricsServer(port: number, host: string): void {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    const route = request.method === 'GET' ? routes.get(path) : undefined;
    if (!route) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics or GET /health\n');
      return;
    }
    route(response).catch((error: unknown) => {
      logLine('error', path === '/metrics' ? 'metrics.scrape' : 'health.report', { error: describeError(error) });
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Failed\n');
    });
  });
  server.on('error', (error) => {
    // A port taken by another process is a setting at fault: the start stops, naming it.
    console.error(`METRICS_PORT: cannot listen on ${host}:${port} (${describeError(error)}). The server did not start.`);
    process.exit(1);
  });
  // The scrape port never keeps a draining process alive.
  server.listen(port, host, () => logLine('info', 'metrics.listening', { host, port })).unref();
}
