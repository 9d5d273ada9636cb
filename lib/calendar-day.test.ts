import { execFileSync } from 'node:child_process';
import { formatCalendarDay, isIsoDay, rfc822 } from './calendar-day';

const days = ['2026-01-01', '2025-12-31', '2024-02-29'];

/** The formatter's output and the process's UTC offset (minutes), in a Node started with TZ=zone. */
function formatIn(zone: string): { formatted: string[]; offset: number } {
  const script = `const { formatCalendarDay } = require('./lib/calendar-day.ts');
console.log(JSON.stringify({ formatted: ${JSON.stringify(days)}.map(formatCalendarDay), offset: new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset() }));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

// Time zones change only at process start, so each runs in its own Node: the two furthest
// apart, where a day read in local time moves to the day before or after.
describe.each([
  ['America/Los_Angeles', 480],
  ['Pacific/Kiritimati', -840],
])('formatCalendarDay with TZ=%s', (zone, offset) => {
  it('writes each day as that day', () => {
    expect(formatIn(zone)).toEqual({ formatted: ['January 1, 2026', 'December 31, 2025', 'February 29, 2024'], offset });
  });
});

describe('calendar days', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isIsoDay('2026-11-10')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    for (const bad of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-1-5', '10/11/2026', '2026-11-10T00:00:00Z', '']) {
      expect(isIsoDay(bad)).toBe(false);
    }
  });

  it('formats for readers and for RSS, whatever the server time zone', () => {
    expect(formatCalendarDay('2026-03-09')).toBe('March 9, 2026');
    expect(rfc822('2026-03-09')).toBe('Mon, 09 Mar 2026 00:00:00 GMT');
  });
});
