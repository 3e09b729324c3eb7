import { formatFullDate, formatIsoDate } from '../../ui/date';

/**
 * A notice's date as Korean boards write it, on Korea's calendar whatever the device's zone:
 * '2026년 11월 24일'. An unreadable date gives '' (the row then shows no date rather than 'NaN').
 */
export function formatNoticeDate(value: string): string {
  return formatFullDate(value);
}

/** The machine-readable date of a <time> element: 'YYYY-MM-DD' in KST. */
export function noticeDateTime(value: string): string | undefined {
  return formatIsoDate(value) || undefined;
}
