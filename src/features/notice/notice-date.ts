/**
 * A notice's date as Korean boards write it, on Korea's calendar whatever the device's zone:
 * '2026년 11월 24일'. An unreadable date gives '' (the row then shows no date rather than 'NaN').
 */
const dateParts = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'numeric', day: 'numeric' });

export function formatNoticeDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}년 ${parts.month}월 ${parts.day}일`;
}

/** The machine-readable date of a <time> element: 'YYYY-MM-DD' in KST. */
export function noticeDateTime(value: string): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
