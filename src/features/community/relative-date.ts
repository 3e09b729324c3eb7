import { formatFullDate, formatIsoDate, formatMonthDay } from '../../ui/date';
import { kstParts } from '../../ui/kst';

/**
 * '방금 전', '5분 전', '3시간 전', '2일 전', then '11월 17일' (this year) or '2025년 11월 17일':
 * how Korean communities date posts and replies. Korea's calendar whatever the device's zone.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** after this many days a date is written out */
export const RELATIVE_DAYS_MAX = 7;

export function formatRelativeDate(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < RELATIVE_DAYS_MAX * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  return kstParts(date)?.year === kstParts(now)?.year ? formatMonthDay(date) : formatFullDate(date);
}

/** The Korean calendar day of an instant, as YYYY-MM-DD. */
export function koreanDate(value: Date = new Date()): string {
  return formatIsoDate(value);
}

/** 'YYYYMMDD' or 'YYYY-MM-DD' → 'YYYY-MM-DD' */
export function normalizeDate(value: string): string {
  const digits = value.replace(/-/g, '');
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** '11월 25일(화)' of a YYYY-MM-DD calendar day */
export function formatBoardDate(date: string): string {
  const [year, month, day] = normalizeDate(date).split('-').map(Number);
  const weekday = ['일', '월', '화', '수', '목', '금', '토'][new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()];
  return `${month}월 ${day}일(${weekday})`;
}
