/**
 * The one formatter for the calendar days the site shows (article dates, legal updates). A
 * day written YYYY-MM-DD is that day everywhere: it is read and written in UTC, so neither the
 * build machine's time zone nor the reader's can move it to the day before or after.
 */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 10, 2026" for "2026-11-10". */
export function formatCalendarDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
