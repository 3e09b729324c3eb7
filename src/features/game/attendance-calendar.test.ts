import { describe, expect, it } from 'vitest';
import { dayTitle, monthTitle, monthWeeks, streakText } from './attendance-calendar';

describe('monthWeeks', () => {
  it('lays a month out in weeks from Sunday', () => {
    // March 2025 starts on a Saturday and has 31 days
    const weeks = monthWeeks('2025-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ date: '2025-03-01', day: 1 });
    expect(weeks[5]![1]).toEqual({ date: '2025-03-31', day: 31 });
    expect(weeks.flat().filter((cell) => cell !== null)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('knows leap years and refuses malformed months', () => {
    expect(monthWeeks('2024-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks('2025-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthWeeks('2025-13')).toEqual([]);
    expect(monthWeeks('March')).toEqual([]);
  });
});

describe('titles', () => {
  it('reads months and days in Korean', () => {
    expect(monthTitle('2025-03')).toBe('2025년 3월');
    expect(dayTitle('2025-03-06')).toBe('3월 6일');
  });

  it('says the streak and what brings the bonus', () => {
    expect(streakText({ streak: 6, daysToBonus: 1, streakBonusPoint: 50 })).toBe('6일 연속 출석 중이에요. 다음 출석에 보너스 별 50개를 더 드려요!');
    expect(streakText({ streak: 0, daysToBonus: 7, streakBonusPoint: 50 })).toBe('오늘부터 연속 출석을 시작해 보세요. 7번 더 출석하면 보너스 별 50개를 더 드려요.');
  });
});
