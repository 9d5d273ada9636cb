import { cspReportSchema, violations } from '@/lib/server/csp-report';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { logLine } from '@/lib/server/log';

/**
 * Where browsers report what the Content-Security-Policy refused (report-uri and report-to
 * in lib/csp/policy.ts): one log line per violation, so that a page broken by the policy,
 * or an injection it stopped, is seen. Nothing to answer: 204.
 */
export const POST = jsonRoute({
  name: 'csp-report',
  schema: cspReportSchema,
  contentTypes: ['application/csp-report', 'application/reports+json'],
  // A report repeats the whole policy, and a batch holds several.
  maxBytes: 64 * 1024,
  handle: async (body) => {
    for (const violation of violations(body)) logLine('warn', 'csp.violation', { ...violation });
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
