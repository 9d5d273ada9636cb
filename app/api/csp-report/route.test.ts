import * as cspReport from '@/app/api/csp-report/route';
import { captureLogs, configure, postRequest, readJson } from '@/test/route-harness';

const { POST, GET } = cspReport;

// What Chrome sends for `report-uri` (application/csp-report) and `report-to`
// (application/reports+json, a batch), trimmed to the fields a report always has.
const legacyReport = {
  'csp-report': {
    'document-uri': 'https://www.kilelepay.co.ke/ke/about?email=wanjiru@example.com',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'none'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'https://www.kilelepay.co.ke/ke/about',
    'status-code': 200,
  },
};
const reportingApiBatch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.kilelepay.co.ke/ke',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.kilelepay.co.ke/ke#pricing',
      blockedURL: 'https://evil.example/x.js?k=1',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  {
    type: 'csp-violation',
    age: 12,
    url: 'https://www.kilelepay.co.ke/ke/blog',
    user_agent: 'Mozilla/5.0',
    body: { documentURL: 'https://www.kilelepay.co.ke/ke/blog', blockedURL: 'inline', effectiveDirective: 'style-src-attr' },
  },
];

const asReport = (body: unknown, type = 'application/csp-report', headers: Record<string, string> = {}) =>
  postRequest(body, { headers: { 'content-type': type, ...headers } });

let logs: () => string[];
beforeEach(() => {
  logs = captureLogs();
  configure();
});

const logged = () => logs().map((line) => JSON.parse(line.slice(line.indexOf('{'))));

describe('/api/csp-report', () => {
  it('answers 204 to a report-uri report and logs one line, without the query a URL carried', async () => {
    const response = await POST(asReport(legacyReport));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'csp.violation',
        page: 'https://www.kilelepay.co.ke/ke/about',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: 'https://www.kilelepay.co.ke/ke/about:12',
      }),
    ]);
    expect(logs().join('\n')).not.toContain('wanjiru');
  });

  it('answers 204 to a Reporting API batch and logs one line per report', async () => {
    const response = await POST(asReport(reportingApiBatch, 'application/reports+json'));
    expect(response.status).toBe(204);
    expect(logged()).toEqual([
      expect.objectContaining({
        event: 'csp.violation',
        page: 'https://www.kilelepay.co.ke/ke',
        blocked: 'https://evil.example/x.js',
        directive: 'script-src-elem',
      }),
      expect.objectContaining({ event: 'csp.violation', page: 'https://www.kilelepay.co.ke/ke/blog', blocked: 'inline', directive: 'style-src-attr' }),
    ]);
  });

  it.each([['application/json'], ['application/json; charset=utf-8']])('answers 204 to a report sent as plain %s', async (type) => {
    expect((await POST(asReport(legacyReport, type))).status).toBe(204);
    expect((await POST(asReport(reportingApiBatch, type))).status).toBe(204);
    expect(logged()).toHaveLength(3);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded']])('answers 415 to %s', async (type) => {
    const response = await POST(asReport(legacyReport, type));
    expect(response.status).toBe(415);
  });

  it('answers 400 to a body that is no report, and to an empty batch', async () => {
    expect((await POST(asReport({ hello: 'world' }))).status).toBe(400);
    expect((await POST(asReport([], 'application/reports+json'))).status).toBe(400);
    expect(logs()).toEqual([]);
  });

  it('answers 403 to a report posted from another site', async () => {
    const response = await POST(asReport(legacyReport, undefined, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it('answers 413 past 64 KiB, and 429 once a client passes the per-client limit', async () => {
    const big = JSON.stringify([{ type: 'csp-violation', body: { sample: 'x'.repeat(64 * 1024) } }]);
    expect((await POST(postRequest(null, { raw: big, headers: { 'content-type': 'application/reports+json' } }))).status).toBe(413);

    configure({ RATE_LIMIT_PER_CLIENT: '2', TRUST_PROXY: 'true' });
    for (let i = 0; i < 2; i += 1) expect((await POST(asReport(legacyReport))).status).toBe(204);
    const limited = await POST(asReport(legacyReport));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 405 to GET', async () => {
    const response = await GET();
    expect(response.status).toBe(405);
    expect(await readJson(response)).toEqual({ error: 'Method not allowed: use POST' });
  });
});
