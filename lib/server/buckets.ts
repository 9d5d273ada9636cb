import 'server-only';

/**
 * The rate-limit bucket of each route, named once: the keys in Redis and the log lines use
 * these, so two callers of one route can never count in two buckets.
 */
export const buckets = {
  contact: 'contact',
  newsletter: 'newsletter',
  notify: 'notify',
  demoPayment: 'demo-payment',
  airtime: 'airtime',
  cspReport: 'csp-report',
  sandboxCallback: 'sandbox-callback',
  sandboxListen: 'sandbox-listen',
  sandboxListenStream: 'sandbox-listen-stream',
  sandboxListenEvents: 'sandbox-listen-events',
  sandboxListenResults: 'sandbox-listen-results',
} as const;
