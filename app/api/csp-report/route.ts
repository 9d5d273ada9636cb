import { buckets } from '@/lib/server/buckets';
import { cspReportContentTypes, cspReportSchema, violations } from '@/lib/server/csp-report';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { logViolation } from '@/lib/server/csp-report-log';

/**
 * Where browsers report what the Content-Security-Policy refused (report-uri and report-to
 * in lib/csp/policy.ts): each distinct violation is logged, so that a page broken by the
 * policy, or an injection it stopped, is seen; repeats are counted, not logged one by one
 * (csp-report-log.ts), and the route has its own rate-limit bucket. Nothing to answer: 204.
 */
export const POST = jsonRoute({
  name: buckets.cspReport,
  schema: cspReportSchema,
  contentTypes: cspReportContentTypes,
  // A report repeats the whole policy, and a batch holds several.
  maxBytes: 64 * 1024,
  handle: async (body) => {
    for (const violation of violations(body)) logViolation(violation);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
