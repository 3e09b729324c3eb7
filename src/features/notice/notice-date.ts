import { kstParts } from '../../ui/kst';

/**
 * A notice's date as Korean boards write it, on Korea's calendar whatever the device's zone:
 * '2026년 11월 24일'. An unreadable date gives '' (the row then shows no date rather than 'NaN').
 */
export function formatNoticeDate(value: string): string {
  const parts = kstParts(value);
  return parts ? `${parts.year}년 ${parts.month}월 ${parts.day}일` : '';
}

/** The machine-readable date of a <time> element: 'YYYY-MM-DD' in KST. */
export function noticeDateTime(value: string): string | undefined {
  const parts = kstParts(value);
  return parts ? `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}` : undefined;
}
