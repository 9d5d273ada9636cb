import { formatPostDate, isIsoDay, rfc822 } from './dates';

describe('article dates', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isIsoDay('2026-11-10')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    for (const bad of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-1-5', '10/11/2026', '2026-11-10T00:00:00Z', '']) {
      expect(isIsoDay(bad)).toBe(false);
    }
  });

  it('formats for readers and for RSS, whatever the server time zone', () => {
    expect(formatPostDate('2026-03-09')).toBe('March 9, 2026');
    expect(rfc822('2026-03-09')).toBe('Mon, 09 Mar 2026 00:00:00 GMT');
  });
});
