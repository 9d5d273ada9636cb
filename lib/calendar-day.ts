/**
 * Calendar days, the way the site writes them: YYYY-MM-DD in content (article dates, legal
 * updates), read and written in UTC, so neither the build machine's time zone nor the
 * reader's can move a day to the one before or after. Every date the site shows or checks
 * goes through this module.
 */

/** The editors work in Nairobi: "today" for a new post and for the future-date rule is their day. */
const editorialTimeZone = 'Africa/Nairobi';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day;
}

/** The first instant of the day, in UTC. */
function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}

/**
 * "November 10, 2026" for "2026-11-10": how pages show a day to readers. `locale` is the
 * page's language as written in its market (sw-KE: "10 Novemba 2026"); English pages keep 'en-US'.
 */
export function formatCalendarDay(day: string, locale = 'en-US'): string {
  return dayFormat(locale).format(dayToDate(day));
}

/** RFC 822 date for RSS: "Tue, 10 Nov 2026 00:00:00 GMT". */
export function rfc822(day: string): string {
  return dayToDate(day).toUTCString();
}

/** Today's day in `timeZone`, written YYYY-MM-DD (the en-CA format is exactly that). */
export function todayIn(timeZone = editorialTimeZone, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
