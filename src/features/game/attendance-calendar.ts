/**
 * The stamp board's calendar: the days of a Korean month laid out in weeks from Sunday. Pure date
 * arithmetic on 'YYYY-MM' / 'YYYY-MM-DD' strings (the server's Korean days), so the device's own
 * zone never moves a stamp to another day.
 */

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  day: number;
}

/** null cells pad the first and last week */
export type CalendarWeek = ReadonlyArray<CalendarDay | null>;

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The weeks of `month` ('2025-03'), Sunday first; [] for a malformed month. */
export function monthWeeks(month: string): CalendarWeek[] {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return [];
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11) return [];
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const cells: Array<CalendarDay | null> = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push({ date: `${month}-${pad(day)}`, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** '2025-03' → '2025년 3월' */
export function monthTitle(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${match[1]}년 ${Number(match[2])}월` : '';
}

/** '2025-03-26' → '3월 26일' */
export function dayTitle(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${Number(match[1])}월 ${Number(match[2])}일` : '';
}

/**
 * The streak's line under the board: how many days in a row, and how many stamps until the bonus
 * (today's included while it is not stamped).
 */
export function streakText({ streak, daysToBonus, streakBonusPoint }: { streak: number; daysToBonus: number; streakBonusPoint: number }): string {
  const run = streak > 0 ? `${streak}일 연속 출석 중이에요.` : '오늘부터 연속 출석을 시작해 보세요.';
  const bonus = daysToBonus <= 1 ? `다음 출석에 보너스 별 ${streakBonusPoint}개를 더 드려요!` : `${daysToBonus}번 더 출석하면 보너스 별 ${streakBonusPoint}개를 더 드려요.`;
  return `${run} ${bonus}`;
}
