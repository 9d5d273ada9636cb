import { execFileSync } from 'node:child_process';

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
