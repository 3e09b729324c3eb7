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

function ymd(date: Date): { year: number; month: number; day: number } {
  const parts = kstParts(date);
  return parts ? { year: parts.year, month: parts.month, day: parts.day } : { year: 0, month: 0, day: 0 };
}

export function formatRelativeDate(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < RELATIVE_DAYS_MAX * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  const then = ymd(date);
  const today = ymd(now);
  return then.year === today.year ? `${then.month}월 ${then.day}일` : `${then.year}년 ${then.month}월 ${then.day}일`;
}

/** The Korean calendar day of an instant, as YYYY-MM-DD. */
export function koreanDate(value: Date = new Date()): string {
  const { year, month, day } = ymd(value);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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
