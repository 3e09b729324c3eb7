import { kstParts } from './kst';

/**
 * Dates in Korean (DESIGN.md "Styling and components"), always on Korea's calendar: the catalogue
 * speaks KST whatever the device's zone (kst.ts).
 */

/** '2025년 11월 17일' */
export function formatFullDate(value: string | Date): string {
  const parts = kstParts(value);
  return parts ? `${parts.year}년 ${parts.month}월 ${parts.day}일` : '';
}

/** '2025-11-17', the calendar day as machines read it (a <time>'s dateTime, a call's date); '' for a value that is not a date */
export function formatIsoDate(value: string | Date): string {
  const parts = kstParts(value);
  return parts ? `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}` : '';
}

/** '11월 17일' */
export function formatMonthDay(value: string | Date): string {
  const parts = kstParts(value);
  return parts ? `${parts.month}월 ${parts.day}일` : '';
}

/** '11월 17일(월)' */
export function formatDateWithWeekday(value: string | Date): string {
  const parts = kstParts(value);
  return parts ? `${parts.month}월 ${parts.day}일(${parts.weekday})` : '';
}

/** '13:07' (24-hour) */
export function formatTime(value: string | Date): string {
  const parts = kstParts(value);
  return parts ? `${parts.hour}:${parts.minute}` : '';
}

/** '11월 17일(월) ~ 12월 2일(화)' */
export function formatDateRange(start: string | Date, end: string | Date): string {
  return `${formatDateWithWeekday(start)} ~ ${formatDateWithWeekday(end)}`;
}
