import { captureLogs } from '@/test/route-harness';
import { logViolation, resetViolationLog } from './csp-report-log';

const violation = (blocked: string) => ({
  type: 'csp-violation',
  page: 'https://www.kilelepay.co.ke/ke',
  directive: 'script-src-elem',
  blocked,
  disposition: 'enforce',
  source: '',
});

describe('the CSP violation log', () => {
  beforeEach(() => resetViolationLog());

  it('logs a violation once a minute with the count of its repeats, and caps the distinct ones', () => {
    const logs = captureLogs();
    const start = 1_000_000;
    for (let index = 0; index < 1_000; index += 1) logViolation(violation('https://evil.example/a.js'), start + index);
    for (let index = 0; index < 200; index += 1) logViolation(violation(`https://evil.example/${index}.js`), start + 2_000);
    expect(logs()).toHaveLength(50);

    logViolation(violation('https://evil.example/a.js'), start + 60_000);
    const lines = logs()
      .slice(50)
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({ event: 'csp.violation.repeats', blocked: 'https://evil.example/a.js', repeats: 999 }),
      expect.objectContaining({ event: 'csp.violation.dropped', dropped: 151 }),
      expect.objectContaining({ event: 'csp.violation', blocked: 'https://evil.example/a.js' }),
    ]);
  });
});
