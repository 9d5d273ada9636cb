/**
 * The Content-Security-Policy of the site's pages, in one place (README "Security" has the
 * table). Every page is served with the hashes of its own inline code, computed at build
 * time (build/csp-manifest.mjs), so that pages stay static:
 *
 * - script-src 'self' + hashes. Next streams each page's React Server Component payload in
 *   inline <script>s that differ per page: each page lists exactly its own. 'self' allows the
 *   bundles the page names in <script src> and the chunks they load later. Not
 *   'strict-dynamic': it would switch 'self' off, and the <script src> tags of a static page
 *   carry neither a nonce nor an integrity hash for it to trust.
 * - style-src 'self' + hashes: the site's stylesheets, any <style> in the page, and the
 *   stylesheet the toast library inserts when it loads. No style attribute (code samples are
 *   coloured by class).
 * - A page rendered on demand (a form posted without JavaScript, a page not built ahead)
 *   cannot be hashed in advance: Next applies the nonce it finds in the request's policy.
 * - default-src 'none': whatever is not listed (frames, media, workers, plugins) is refused.
 * - Violations are reported to our own endpoint (report-uri for older browsers, report-to
 *   with the Reporting-Endpoints header for the others).
 * - Development (`next dev`): React's development build evaluates code for its call stacks,
 *   hot reload opens a websocket and injects styles, so that policy stays loose.
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
