import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { countCspReports, countRateLimitRefusal, scrape, setLeadsQueueProbe, setRedisProbe, timeUpstreamCall } from './metrics';
import { routeLabel } from './route-label';

const sample = (text: string, name: string) => text.split('\n').find((line) => line.startsWith(name));

describe('metrics', () => {
  afterEach(() => setLeadsQueueProbe(null));

  it('counts rate-limit refusals by route and reason, CSP reports and upstream calls by outcome', async () => {
    countRateLimitRefusal('contact', 429);
    countRateLimitRefusal('demo', 503);
    countCspReports(2);
    await timeUpstreamCall(
      'mail',
      async () => 'sent',
      () => 'failure',
    );
    await expect(
      timeUpstreamCall(
        'payments',
        async () => {
          throw new Error('slow');
        },
        () => 'timeout',
      ),
    ).rejects.toThrow('slow');
    const { text, contentType } = await scrape();
    expect(contentType).toMatch(/^text\/plain/);
    expect(text).toContain('kilele_rate_limit_refusals_total{route="contact",reason="limited"} 1');
    expect(text).toContain('kilele_rate_limit_refusals_total{route="demo",reason="store_down"} 1');
    expect(text).toContain('kilele_csp_reports_total 2');
    expect(text).toContain('kilele_upstream_requests_total{upstream="mail",outcome="ok"} 1');
    expect(text).toContain('kilele_upstream_requests_total{upstream="payments",outcome="timeout"} 1');
    expect(text).toMatch(/kilele_upstream_request_duration_seconds_count\{upstream="payments",outcome="timeout"\} 1/);
  });

  it('reads the leads queue and Redis at scrape time, and leaves their gauges empty without a probe', async () => {
    let { text } = await scrape();
    expect(sample(text, 'kilele_leads_queue_depth ')).toBeUndefined();
    expect(sample(text, 'kilele_redis_up ')).toBeUndefined();
    setLeadsQueueProbe(async () => ({ depth: 7, deadLetters: 2, inDoubt: 1 }));
    setRedisProbe(async () => false);
    ({ text } = await scrape());
    expect(sample(text, 'kilele_leads_queue_depth ')).toBe('kilele_leads_queue_depth 7');
    expect(sample(text, 'kilele_leads_dead_letters ')).toBe('kilele_leads_dead_letters 2');
    expect(sample(text, 'kilele_leads_in_doubt ')).toBe('kilele_leads_in_doubt 1');
    expect(sample(text, 'kilele_redis_up ')).toBe('kilele_redis_up 0');
  });

  const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path));
  (promtool ? it : it.skip)('passes promtool check metrics', async () => {
    const { text } = await scrape();
    expect(() => execFileSync(promtool ?? 'promtool', ['check', 'metrics'], { input: text, stdio: ['pipe', 'pipe', 'pipe'] })).not.toThrow();
  });
});

describe('routeLabel', () => {
  const pages = new Set(['/ke', '/ke/about']);
  it('keeps the label set bounded whatever the address', () => {
    expect(routeLabel('/ke/about', 200, pages)).toBe('/ke/about');
    expect(routeLabel('/api/contact', 429, pages)).toBe('/api/contact');
    expect(routeLabel('/api/anything/at/all', 404, pages)).toBe('/api/*');
    expect(routeLabel('/api/%00weird', 200, pages)).toBe('/api/*');
    expect(routeLabel('/_next/static/chunks/a1b2.js', 200, pages)).toBe('/_next/static');
    expect(routeLabel('/images/logo.svg', 200, pages)).toBe('file');
    expect(routeLabel('/wp-login.php', 307, pages)).toBe('other');
    expect(routeLabel('/random-path', 307, pages)).toBe('other');
  });
});
