/**
 * The Content-Security-Policy of the site's pages: each page allows exactly the hashes of its own
 * inline code, computed at build time. Why each source is (or is not) there: docs/security.md.
 */

export const cspReportPath = '/api/csp-report';
/** The Reporting API group the policy's report-to names (Reporting-Endpoints header). */
export const cspReportGroup = 'csp';

export interface PageSources {
  /** Hash sources ('sha256-…') of the page's inline scripts. */
  scripts: readonly string[];
  /** Hash sources of its inline <style>s and of styles inserted at run time. */
  styles: readonly string[];
  /** For a render per request: Next adds it to every script and style it writes. */
  nonce?: string;
}

export function pagePolicy({ scripts, styles, nonce }: PageSources, development = false): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const directives: [string, ...string[]][] = development
    ? [
        ['default-src', "'self'"],
        ['script-src', "'self'", "'unsafe-inline'", "'unsafe-eval'"],
        ['style-src', "'self'", "'unsafe-inline'"],
        ['connect-src', "'self'", 'ws:'],
      ]
    : [
        ['default-src', "'none'"],
        ['script-src', "'self'", ...scripts, ...nonceSource],
        ['style-src', "'self'", ...styles, ...nonceSource],
        ['img-src', "'self'"],
        ['font-src', "'self'"],
        ['connect-src', "'self'"],
      ];
  directives.push(
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['report-uri', cspReportPath],
    ['report-to', cspReportGroup],
  );
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The Reporting-Endpoints header that names where report-to sends. */
export const reportingEndpoints = `${cspReportGroup}="${cspReportPath}"`;

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
