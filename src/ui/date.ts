/**
 * Dates in Korean (DESIGN.md "Styling and components"), always on Korea's calendar: the catalogue
 * speaks KST whatever the device's zone.
 */
const KST = 'Asia/Seoul';

const monthDay = new Intl.DateTimeFormat('ko-KR', { timeZone: KST, month: 'numeric', day: 'numeric' });
const weekday = new Intl.DateTimeFormat('ko-KR', { timeZone: KST, weekday: 'short' });
const time = new Intl.DateTimeFormat('ko-KR', { timeZone: KST, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function valid(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date, format: Intl.DateTimeFormat) {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '11월 17일' */
export function formatMonthDay(value: string | Date): string {
  const date = valid(value);
  if (!date) return '';
  const { month, day } = parts(date, monthDay);
  return `${month}월 ${day}일`;
}

/** '11월 17일(월)' */
export function formatDateWithWeekday(value: string | Date): string {
  const date = valid(value);
  if (!date) return '';
  return `${formatMonthDay(date)}(${weekday.format(date)})`;
}

/** '13:07' (24-hour) */
export function formatTime(value: string | Date): string {
  const date = valid(value);
  if (!date) return '';
  const { hour, minute } = parts(date, time);
  return `${hour}:${minute}`;
}

/** '11월 17일(월) ~ 12월 2일(화)' */
export function formatDateRange(start: string | Date, end: string | Date): string {
  return `${formatDateWithWeekday(start)} ~ ${formatDateWithWeekday(end)}`;
}
