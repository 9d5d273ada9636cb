import 'server-only';
import { createServer } from 'node:http';
import { logLine, describeError } from './log';
import { scrape } from './metrics';

/**
 * The metrics endpoint, on a port of its own (METRICS_PORT, bound to METRICS_HOST, loopback
 * unless told) so that it is never reachable through the public proxy by accident: only an
 * operator's scraper on that network reaches it. Without METRICS_PORT there is none.
 */
export function startMetricsServer(port: number, host: string): void {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://metrics').pathname !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        logLine('error', 'metrics.scrape', { error: describeError(error) });
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Scrape failed\n');
      },
    );
  });
  server.on('error', (error) => {
    // A port taken by another process is a setting at fault: the start stops, naming it.
    console.error(`METRICS_PORT: cannot listen on ${host}:${port} (${describeError(error)}). The server did not start.`);
    process.exit(1);
  });
  // The scrape port never keeps a draining process alive.
  server.listen(port, host, () => logLine('info', 'metrics.listening', { host, port })).unref();
}
