/**
 * Korean calendar days for the daily rules (exchange limit, attendance): a day runs from 00:00 to
 * 24:00 KST (UTC+9, no daylight saving), whatever the server's own time zone.
 */

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the instant in Korea. */
export function kstDate(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the Korean day of `instant` began (00:00 KST). */
export function kstDayStart(instant: Date): Date {
  const local = instant.getTime() + KST_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - KST_OFFSET_MS);
}

/** The instant the Korean month of `instant` began (the 1st, 00:00 KST). */
export function kstMonthStart(instant: Date): Date {
  const local = new Date(instant.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - KST_OFFSET_MS);
}

/** 'YYYY-MM-DD' → the day before / after, as 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
