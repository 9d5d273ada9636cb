import 'server-only';
import { z } from '@/lib/zod';
import { countCspReports } from './metrics';

/**
 * The two ways a browser reports a Content-Security-Policy violation. Every field is
 * optional (browsers differ); anything unknown is dropped.
 */
const legacyReport = z.object({
  // `report-uri`, sent as application/csp-report.
  'csp-report': z.object({
    'document-uri': z.string().optional(),
    'blocked-uri': z.string().optional(),
    'effective-directive': z.string().optional(),
    'violated-directive': z.string().optional(),
    disposition: z.string().optional(),
    'source-file': z.string().optional(),
    'line-number': z.number().optional(),
  }),
});

const reportingApiReport = z.object({
  // The Reporting API (`report-to`), sent as application/reports+json: a batch.
  type: z.string(),
  url: z.string().optional(),
  body: z
    .object({
      documentURL: z.string().optional(),
      blockedURL: z.string().optional(),
      effectiveDirective: z.string().optional(),
      disposition: z.string().optional(),
      sourceFile: z.string().optional(),
      lineNumber: z.number().optional(),
    })
    .optional(),
});

/**
 * What a report may be sent as: report-uri's application/csp-report, the Reporting API's
 * application/reports+json, and plain application/json, which polyfills and tools send.
 */
export const cspReportContentTypes = ['application/csp-report', 'application/reports+json', 'application/json'] as const;

/** A batch is capped: a browser sends a few at a time, and each becomes a log line. */
export const maxReportsPerRequest = 20;

export const cspReportSchema = z.union([legacyReport, z.array(reportingApiReport).min(1).max(maxReportsPerRequest)]);

export type CspReportBody = z.output<typeof cspReportSchema>;

/** What an operator needs to find the cause: which page, which directive, what was refused. */
export interface CspViolation {
  type: string;
  page: string;
  directive: string;
  blocked: string;
  disposition: string;
  source: string;
}

export function violations(body: CspReportBody): CspViolation[] {
  const found = readViolations(body);
  countCspReports(found.length);
  return found;
}

function readViolations(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      violation(
        'csp-violation',
        report['document-uri'],
        report['effective-directive'] ?? report['violated-directive'],
        report['blocked-uri'],
        report.disposition,
        report['source-file'],
        report['line-number'],
      ),
    ];
  }
  return body.map(({ type, url, body: report }) =>
    violation(type, report?.documentURL ?? url, report?.effectiveDirective, report?.blockedURL, report?.disposition, report?.sourceFile, report?.lineNumber),
  );
}

function violation(type: string, page?: string, directive?: string, blocked?: string, disposition?: string, sourceFile?: string, line?: number): CspViolation {
  return {
    type: short(type),
    page: withoutQuery(page),
    directive: short(directive),
    blocked: withoutQuery(blocked),
    disposition: short(disposition),
    source: sourceFile ? `${withoutQuery(sourceFile)}${line === undefined ? '' : `:${line}`}` : '',
  };
}

/** A URL's query and fragment may hold what a person typed: the log keeps origin and path. */
function withoutQuery(url?: string): string {
  if (!url) return '';
  if (!URL.canParse(url)) return short(url); // 'inline', 'eval', a bare scheme…
  const { origin, pathname } = new URL(url);
  return short(origin === 'null' ? url.split(/[?#]/)[0] : `${origin}${pathname}`);
}

function short(text?: string): string {
  return (text ?? '').slice(0, 200);
}
