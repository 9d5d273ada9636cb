import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { observeAnswers } from './process-state';
import type { ObservedAnswer } from './process-state';

/**
 * The process's metrics in the Prometheus text format (prom-client), served to the operator
 * only (metrics-server.ts). One registry per process: Next bundles this module into several
 * bundles (instrumentation, each route), so the registry lives on a global and every copy of
 * the module records into the same one.
 */

/** The queue's counts, or null while they cannot be read (the gauges then keep their last value). */
export interface LeadsQueueProbe {
  (): Promise<{ depth: number; deadLetters: number; inDoubt: number } | null>;
}

export type UpstreamOutcome = 'ok' | 'failure' | 'timeout';

interface Metrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  requestSeconds: Histogram<'route' | 'method' | 'status'>;
  rateLimitRefusals: Counter<'route' | 'reason'>;
  upstreamCalls: Counter<'upstream' | 'outcome'>;
  upstreamSeconds: Histogram<'upstream' | 'outcome'>;
  cspReports: Counter;
}

declare global {
  var kilelePayMetrics: Metrics | undefined;
}

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client names these gauges with a counter's suffix, which `promtool check metrics`
  // rejects; the resources they count are not what an operator of this site watches.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  const registers = [registry];
  const metrics: Metrics = {
    registry,
    requests: new Counter({
      name: 'kilele_http_requests_total',
      help: 'HTTP answers by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'kilele_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'kilele_rate_limit_refusals_total',
      help: 'Requests refused by the rate limits, by route and reason (limited: 429; store_down: 503 while Redis is unreachable)',
      labelNames: ['route', 'reason'],
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'kilele_upstream_requests_total',
      help: 'Calls to the mail, payments and airtime APIs by outcome',
      labelNames: ['upstream', 'outcome'],
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: 'kilele_upstream_request_duration_seconds',
      help: 'Duration of the calls to the mail, payments and airtime APIs by outcome',
      labelNames: ['upstream', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    cspReports: new Counter({ name: 'kilele_csp_reports_total', help: 'Content-Security-Policy violations reported by browsers', registers }),
  };
  return metrics;
}

function metrics(): Metrics {
  globalThis.kilelePayMetrics ??= createMetrics();
  return globalThis.kilelePayMetrics;
}

/** The whole exposition, for a scrape. */
export async function scrape(): Promise<{ contentType: string; text: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/**
 * Called by whoever owns the leads queue, once it runs in this process: the queue's depth and
 * its dead letters are then read at each scrape. Until then (or after `null`) the two gauges
 * are not in the exposition at all, rather than a 0 that would read as "empty".
 */
export function setLeadsQueueProbe(probe: LeadsQueueProbe | null): void {
  const { registry } = metrics();
  const gauges = [
    { name: 'kilele_leads_queue_depth', help: 'Leads stored and waiting for delivery', pick: 'depth' },
    { name: 'kilele_leads_dead_letters', help: 'Leads whose delivery was given up, waiting for an operator', pick: 'deadLetters' },
    { name: 'kilele_leads_in_doubt', help: 'Leads handed to the mail API with no answer, waiting to be sent again (marked) once it answers', pick: 'inDoubt' },
  ] as const;
  for (const { name, help, pick } of gauges) {
    registry.removeSingleMetric(name);
    if (!probe) continue;
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        // A queue that cannot be read keeps its last value rather than failing the whole scrape.
        const reading = await probe().catch(() => null);
        if (reading) this.set(reading[pick]);
      },
    });
  }
}

/** Installs the Redis gauge (1 when the shared Redis answers a PING, 0 when not); only with REDIS_URL. */
export function setRedisProbe(probe: () => Promise<boolean>): void {
  const { registry } = metrics();
  registry.removeSingleMetric('kilele_redis_up');
  new Gauge({
    name: 'kilele_redis_up',
    help: '1 when the shared Redis answers a PING, 0 when it does not',
    registers: [registry],
    async collect() {
      this.set((await probe()) ? 1 : 0);
    },
  });
}

export function countRateLimitRefusal(route: string, status: 429 | 503): void {
  metrics().rateLimitRefusals.inc({ route, reason: status === 429 ? 'limited' : 'store_down' });
}

export function countCspReports(count: number): void {
  metrics().cspReports.inc(count);
}

/** Times one upstream call and counts it by outcome; the call's own result or error passes through. */
export async function timeUpstreamCall<T>(upstream: string, call: () => Promise<T>, outcomeOf: (error: unknown) => UpstreamOutcome): Promise<T> {
  const stop = metrics().upstreamSeconds.startTimer({ upstream });
  let outcome: UpstreamOutcome = 'ok';
  try {
    return await call();
  } catch (error) {
    outcome = outcomeOf(error);
    throw error;
  } finally {
    stop({ outcome });
    metrics().upstreamCalls.inc({ upstream, outcome });
  }
}

/**
 * Starts counting every answer of this server by route. `routeOf` turns a URL into one of a
 * bounded set of labels (the site's pages and routes), so that a scan of random addresses
 * cannot grow the exposition without end.
 */
export function recordAnswers(routeOf: (pathname: string, status: number) => string): boolean {
  const { requests, requestSeconds } = metrics();
  return observeAnswers((answer: ObservedAnswer) => {
    const pathname = new URL(answer.url, 'http://server').pathname;
    const labels = { route: routeOf(pathname, answer.status), method: methodLabel(answer.method), status: String(answer.status) };
    requests.inc(labels);
    requestSeconds.observe(labels, answer.seconds);
  });
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function methodLabel(method: string): string {
  return knownMethods.has(method) ? method : 'other';
}
